/**
 * A form in a drawer (create and edit beside a list). See use-form-overlay.tsx for what submit and
 * close do.
 *
 *   <FormDrawer<BulletinForm> title={t('bulletins.create')} open={open} onClose={() => setOpen(false)}
 *     onSubmit={(data) => save.mutateAsync({ data })} invalidates={[getGetBulletinListQueryKey()]}>
 *     <Form.Item name="title" label={t('bulletins.title')} rules={[{ required: true }]}><Input /></Form.Item>
 *   </FormDrawer>
 */
import { Button, Drawer, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t.ts';
import { type FormOverlayOptions, OverlayForm, useFormOverlay } from './use-form-overlay.tsx';

export interface FormOverlayProps<V> extends FormOverlayOptions<V> {
  open: boolean;
  title: ReactNode;
  initialValues?: Partial<V>;
  /** The Form.Items. */
  children: ReactNode;
  /** The submit button's text; 'Save' by default. */
  submitText?: string;
  width?: number;
}

export function FormDrawer<V extends object>({
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
    <Drawer
      title={title}
      open={open}
      onClose={requestClose}
      size={width}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={requestClose} disabled={submitting}>
            {t('common.cancel')}
          </Button>
          <Button type="primary" onClick={() => void submit()} loading={submitting}>
            {submitText ?? t('common.save')}
          </Button>
        </Flex>
      }
    >
      <OverlayForm form={form} initialValues={initialValues} submit={submit}>
        {children}
      </OverlayForm>
    </Drawer>
  );
}
