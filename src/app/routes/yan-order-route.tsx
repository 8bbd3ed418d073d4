/**
 * `/yanOrder` as the app composes it: the strict-select orders with the front desk's
 * verification-code write-off in the header and in each order's drawer (features do not import
 * each other; the app joins them). Closing the write-off refetches the orders, whose write-off
 * state the platform reads from the code.
 */
import { Button } from 'antd';
import { useState } from 'react';
import { VerificationButton, VerificationModal } from '@/features/verification/verification-modal.tsx';
import { StrictSelectOrderPage, useStrictSelectOrderRefresh } from '@/features/strict-select/strict-select-order-page.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { verificationTexts } from '@/features/verification/verification-texts.ts';

function OrderWriteOff() {
  const t = useT(verificationTexts);
  const refresh = useStrictSelectOrderRefresh();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('verification.open')}</Button>
      <VerificationModal
        open={open}
        onClose={() => {
          setOpen(false);
          void refresh();
        }}
      />
    </>
  );
}

export default function YanOrderRoute() {
  return (
    <StrictSelectOrderPage
      extra={<VerificationButton />}
      writeOff={(order) => (order.verifyStatus === 0 && order.refundStatus !== 2 ? <OrderWriteOff /> : null)}
    />
  );
}
