/**
 * `/customer` as the app composes it: the customer list with the customer activity (客户动态) in
 * its header (features do not import each other; the app joins them).
 */
import { ClientTrackButton } from '@/features/client-track/client-track-button.tsx';
import CustomerListPage from '@/features/customers/customer-list-page.tsx';

export default function CustomerRoute() {
  return <CustomerListPage tools={<ClientTrackButton />} />;
}
