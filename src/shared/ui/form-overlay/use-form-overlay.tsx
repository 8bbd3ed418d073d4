/**
 * The behaviour FormDrawer and FormModal share: submit validates, then calls `onSubmit` once (a
 * second click while it runs does nothing); on success the overlay closes, the given queries are
 * invalidated and a short 'saved' shows; on failure it stays open with everything typed (the
 * transport has already said what went wrong). Closing with unsaved edits asks first.
 */
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { Form, type FormInstance } from 'antd';
import { feedback } from '@/lib/feedback/feedback.ts';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t.ts';
import { formOverlayTexts } from './form-overlay-texts.ts';
import { useSingleFlight } from '../single-flight/use-single-flight.ts';

export interface FormOverlayOptions<V> {
  onClose: () => void;
  /** Resolve when saved; reject to keep the form open with its input. */
  onSubmit: (values: V) => Promise<unknown>;
  /** Queries whose data the form changes (their generated `get…QueryKey()`), refetched after success. */
  invalidates?: QueryKey[];
  /** The toast after success; the common 'Saved' by default, false for none. */
  successText?: string | false;
}

export function useFormOverlay<V>({ onClose, onSubmit, invalidates = [], successText }: FormOverlayOptions<V>) {
  const t = useT(formOverlayTexts);
  const [form] = Form.useForm<V>();
  const queryClient = useQueryClient();
  const [submitting, run] = useSingleFlight();

  const submit = () =>
    run(async () => {
      const values = await form.validateFields().catch(() => undefined);
      if (values === undefined) return;
      try {
        await onSubmit(values);
      } catch {
        return;
      }
      form.resetFields();
      onClose();
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      if (successText !== false) feedback.message.success(successText ?? t('common.saved'));
    });

  const requestClose = () => {
    if (submitting) return;
    if (!form.isFieldsTouched()) {
      onClose();
      return;
    }
    feedback.modal.confirm({
      title: t('formOverlay.discardTitle'),
      content: t('formOverlay.discardContent'),
      okText: t('formOverlay.discard'),
      cancelText: t('formOverlay.keepEditing'),
      okButtonProps: { danger: true },
      onOk: () => {
        form.resetFields();
        onClose();
      },
    });
  };

  return { form, submit, submitting, requestClose };
}

/** The form inside either overlay: vertical, dropped with the overlay, Enter submits. */
export function OverlayForm<V>({
  form,
  initialValues,
  submit,
  children,
}: {
  form: FormInstance<V>;
  initialValues?: Partial<V>;
  submit: () => Promise<void>;
  children: ReactNode;
}) {
  return (
    <Form<V> form={form} layout="vertical" initialValues={initialValues} preserve={false} onFinish={() => void submit()}>
      {children}
    </Form>
  );
}
