/**
 * The order operations beyond the list and the single-order actions (orders.ts): the batch
 * invalid-contact import from Excel, the follow tasks, the customer's follow archive, the auto
 * repeat check and the order's group chat members.
 */
import { importInvalidContacts } from '../../domain/order-invalid-contact-import.ts';
import { mainRoutes } from '../route.ts';

export const orderFollowRoutes = [
  mainRoutes({
    uploadInvalidContactExcel: ({ platform, account, body, files }) =>
      importInvalidContacts(platform, account, files.get('file'), body.get('mode') === 'check' ? 'check' : 'apply'),
  }),
];
