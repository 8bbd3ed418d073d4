/** `/order/alllist`: every order of the hospital (order-list-page.tsx). */
import { OrderListPage } from './order-list-page.tsx';

export default function AllOrdersPage() {
  return <OrderListPage scope="all" />;
}
