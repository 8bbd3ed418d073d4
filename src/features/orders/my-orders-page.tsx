/** `/order/mylist`: the orders the signed-in account follows (order-list-page.tsx). */
import { OrderListPage } from './order-list-page.tsx';

export default function MyOrdersPage() {
  return <OrderListPage scope="mine" />;
}
