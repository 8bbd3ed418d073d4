/**
 * `/order/appraislist` as the app composes it: the appraisal list with the front desk's
 * verification-code write-off in its header (features do not import each other; the app joins them).
 */
import AppraisalListPage from '@/features/appraisals/appraisal-list-page.tsx';
import { VerificationButton } from '@/features/verification/verification-modal.tsx';

export default function AppraisalListRoute() {
  return <AppraisalListPage extra={<VerificationButton />} />;
}
