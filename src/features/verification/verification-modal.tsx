/**
 * The write-off dialog and the button that opens it: a self-contained entry the order pages put
 * in their header (`<VerificationButton />`), with no page of its own.
 */
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useT } from '@/lib/i18n/use-t.ts';
import { VerificationPanel } from './verification-panel.tsx';
import { verificationTexts } from './verification-texts.ts';

export function VerificationModal({ open, onClose, initialCode }: { open: boolean; onClose: () => void; initialCode?: string }) {
  const t = useT(verificationTexts);
  return (
    <Modal title={t('verification.title')} open={open} onCancel={onClose} footer={null} width={760} destroyOnHidden>
      <VerificationPanel initialCode={initialCode} />
    </Modal>
  );
}

export function VerificationButton() {
  const t = useT(verificationTexts);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('verification.open')}</Button>
      <VerificationModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}
