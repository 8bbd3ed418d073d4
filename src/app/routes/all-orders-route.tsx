/**
 * `/order/alllist` as the app composes it: the order workbench with the front desk's tools in its
 * header — the verification-code write-off and the third-party customers and orders (features do
 * not import each other; the app joins them).
 */
import { OrderListPage } from '@/features/orders/order-list-page.tsx';
import { ThirdPartyButton } from '@/features/third-party/third-party-button.tsx';
import { VerificationButton } from '@/features/verification/verification-modal.tsx';

export default function AllOrdersRoute() {
  return (
    <OrderListPage
      scope="all"
      tools={
        <>
          <VerificationButton />
          <ThirdPartyButton />
        </>
      }
    />
  );
}
