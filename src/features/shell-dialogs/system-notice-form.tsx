/**
 * The hidden system-notice form (specification, sections 2 and 5): a dialog type
 * (confirm-remind-again-later, tips, confirm, alert, reload), a title and content, previewed as
 * a dialog of the chosen type.
 *
 * Rules, exactly as specified: the title is required ('please fill in the notice title'); the
 * content is required too but shows the SAME title message; the title holds at most 100
 * characters, the content at most 500; text counts as empty when blank or only spaces, slashes
 * and newlines (isBlankText).
 *
 * It is hidden: nothing in the menus opens it. `useSystemNoticeForm()` gives an opener and the
 * element to mount; `SystemNoticeFormModal` is the same as a controlled component.
 */
import { Button, Form, Input, Modal, Select } from 'antd';
import type { ModalFuncProps } from 'antd';
import { type ReactElement, useCallback, useState } from 'react';
import { DialogType } from '@generated/main/model';
import { type Feedback, feedback } from '@/lib/feedback/feedback.ts';
import type { PlainKeyOf } from '@/lib/i18n/catalogue.ts';
import { translator } from '@/lib/i18n/translate.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { isBlankText } from '@/lib/text/blank-text.ts';
import { dialogTexts } from './shell-dialogs-texts.ts';

// For the validators and the dialog builder, which run outside render: reads the language when called.
const t = translator(dialogTexts);

export const NOTICE_TITLE_MAX = 100;
export const NOTICE_CONTENT_MAX = 500;

export interface SystemNoticeValues {
  dialogType: DialogType;
  title: string;
  content: string;
}

const DIALOG_TYPE_LABELS: Record<DialogType, PlainKeyOf<typeof dialogTexts>> = {
  'confirm-remind-again-later': 'dialogs.typeConfirmRemindAgainLater',
  tips: 'dialogs.typeTips',
  confirm: 'dialogs.typeConfirm',
  alert: 'dialogs.typeAlert',
  reload: 'dialogs.typeReload',
};

/** Characters as a person counts them (an emoji is one), not UTF-16 units. */
const charCount = (value: string) => [...value].length;

/** Title: required and at most 100 characters. */
async function validateTitle(_rule: unknown, value: string | undefined): Promise<void> {
  if (isBlankText(value)) throw new Error(t('dialogs.noticeTitleRequired'));
  if (charCount(value ?? '') > NOTICE_TITLE_MAX) throw new Error(t('dialogs.noticeTitleTooLong', { count: NOTICE_TITLE_MAX }));
}

/** Content: required, with the title's message (as specified), and at most 500 characters. */
async function validateContent(_rule: unknown, value: string | undefined): Promise<void> {
  if (isBlankText(value)) throw new Error(t('dialogs.noticeTitleRequired'));
  if (charCount(value ?? '') > NOTICE_CONTENT_MAX) throw new Error(t('dialogs.noticeContentTooLong', { count: NOTICE_CONTENT_MAX }));
}

type ModalApi = Feedback['modal'];

/** How a notice of each dialog type looks: which antd dialog, with which buttons. */
export function systemNoticeDialog(values: SystemNoticeValues): { kind: 'info' | 'warning' | 'confirm'; props: ModalFuncProps } {
  const base: ModalFuncProps = { title: values.title, content: values.content, okText: t('dialogs.noticeOk') };
  switch (values.dialogType) {
    case 'confirm-remind-again-later':
      return { kind: 'confirm', props: { ...base, cancelText: t('dialogs.noticeRemindAgainLater') } };
    case 'confirm':
      return { kind: 'confirm', props: { ...base, cancelText: t('dialogs.noticeCancel') } };
    case 'alert':
      return { kind: 'warning', props: base };
    case 'reload':
      return { kind: 'info', props: { ...base, okText: t('dialogs.noticeReload') } };
    case 'tips':
    default:
      return { kind: 'info', props: base };
  }
}

/** Shows the notice as its dialog type. A preview: the buttons only close it. */
export function previewSystemNotice(modal: ModalApi, values: SystemNoticeValues): void {
  const { kind, props } = systemNoticeDialog(values);
  modal[kind](props);
}

export interface SystemNoticeFormProps {
  initialValues?: Partial<SystemNoticeValues>;
  /** Called with valid values after the preview opened. */
  onSubmit?: (values: SystemNoticeValues) => void;
}

export function SystemNoticeForm({ initialValues, onSubmit }: SystemNoticeFormProps) {
  const t = useT(dialogTexts);
  const [form] = Form.useForm<SystemNoticeValues>();
  const options = Object.values(DialogType).map((value) => ({ value, label: t(DIALOG_TYPE_LABELS[value]) }));

  return (
    <Form<SystemNoticeValues>
      form={form}
      layout="vertical"
      name="system-notice"
      initialValues={{ dialogType: 'tips', title: '', content: '', ...initialValues }}
      onFinish={(values) => {
        previewSystemNotice(feedback.modal, values);
        onSubmit?.(values);
      }}
    >
      <Form.Item name="dialogType" label={t('dialogs.noticeDialogType')} required>
        <Select options={options} />
      </Form.Item>
      <Form.Item name="title" label={t('dialogs.noticeTitle')} required rules={[{ validator: validateTitle }]}>
        <Input showCount={{ formatter: ({ count }) => `${count} / ${NOTICE_TITLE_MAX}` }} />
      </Form.Item>
      <Form.Item name="content" label={t('dialogs.noticeContent')} required rules={[{ validator: validateContent }]}>
        <Input.TextArea rows={5} showCount={{ formatter: ({ count }) => `${count} / ${NOTICE_CONTENT_MAX}` }} />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        {t('dialogs.noticePreview')}
      </Button>
    </Form>
  );
}

export interface SystemNoticeFormModalProps extends SystemNoticeFormProps {
  open: boolean;
  onClose: () => void;
}

export function SystemNoticeFormModal({ open, onClose, ...formProps }: SystemNoticeFormModalProps) {
  const t = useT(dialogTexts);
  return (
    <Modal open={open} title={t('dialogs.noticeFormTitle')} onCancel={onClose} footer={null} destroyOnHidden>
      <SystemNoticeForm {...formProps} />
    </Modal>
  );
}

/**
 * The opener of the hidden form: mount `holder` once (inside the app's providers) and call
 * `open()` from wherever the form is reached (a shortcut, a diagnostics action).
 */
export function useSystemNoticeForm(formProps: SystemNoticeFormProps = {}): {
  open: () => void;
  close: () => void;
  holder: ReactElement;
} {
  const [isOpen, setOpen] = useState(false);
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  return { open, close, holder: <SystemNoticeFormModal open={isOpen} onClose={close} {...formProps} /> };
}
