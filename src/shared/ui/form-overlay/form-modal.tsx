/**
 * A form in a dialog (a short form: a reason, a password). Same props and behaviour as
 * FormDrawer (use-form-overlay.tsx).
 */
import { Modal } from 'antd';
import { useT } from '@/lib/i18n/use-t.ts';
import type { FormOverlayProps } from './form-drawer.tsx';
import { OverlayForm, useFormOverlay } from './use-form-overlay.tsx';

export function FormModal<V extends object>({
  open,
  title,
  initialValues,
  children,
  submitText,
  width = 520,
  ...options
}: FormOverlayProps<V>) {
  const t = useT();
  const { form, submit, submitting, requestClose } = useFormOverlay<V>(options);
  return (
    <Modal
      title={title}
      open={open}
      onCancel={requestClose}
      onOk={() => void submit()}
      okText={submitText ?? t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={submitting}
      cancelButtonProps={{ disabled: submitting }}
      width={width}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <OverlayForm form={form} initialValues={initialValues} submit={submit}>
        {children}
      </OverlayForm>
    </Modal>
  );
}
