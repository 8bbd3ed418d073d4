/**
 * Feedback from the header: a modal form with the type (Feedback types), the content (required,
 * not blank by the text-emptiness rule of section 5, 5 to 500 characters) and an optional
 * contact. Images are not offered here; the contract's field is left out.
 *
 * A failed submission keeps everything typed (the transport already said what went wrong); a
 * successful one thanks the user, clears the form and closes it.
 */
import { MessageOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useGetFeedbackTypes, useSubmitFeedback } from '@generated/main/feedback/feedback';
import type { FeedbackSubmitRequest } from '@generated/main/model';
import { feedback } from '@/lib/feedback/feedback.ts';
import { translator } from '@/lib/i18n/translate.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { isBlankText } from '@/lib/text/blank-text.ts';
import { feedbackTexts } from './feedback-texts.ts';

// For the content validator, which runs outside render: reads the language when called.
const t = translator(feedbackTexts);

const CONTENT_MIN = 5;
const CONTENT_MAX = 500;
const CONTACT_MAX = 50;

interface FeedbackValues {
  type?: number;
  content?: string;
  contact?: string;
}

/** Characters as a person counts them (an emoji is one). */
const length = (text: string) => [...text].length;

async function validateContent(_rule: unknown, value: string | undefined): Promise<void> {
  if (isBlankText(value)) throw new Error(t('feedback.contentRequired'));
  const count = length((value ?? '').trim());
  if (count < CONTENT_MIN) throw new Error(t('feedback.contentTooShort'));
  if (count > CONTENT_MAX) throw new Error(t('feedback.contentTooLong'));
}

export function FeedbackButton({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const t = useT(feedbackTexts);
  const [open, setOpen] = useState(defaultOpen);
  const [form] = Form.useForm<FeedbackValues>();
  const types = useGetFeedbackTypes({ query: { enabled: open, select: (response) => response.data } });
  const submit = useSubmitFeedback({
    mutation: {
      onSuccess: () => {
        feedback.message.success(t('feedback.submitted'));
        form.resetFields();
        setOpen(false);
      },
    },
  });

  const onFinish = (values: FeedbackValues) => {
    const contact = values.contact?.trim();
    const body: FeedbackSubmitRequest = {
      type: values.type as number,
      content: (values.content ?? '').trim(),
      ...(contact ? { contact } : {}),
    };
    submit.mutate({ data: body });
  };

  return (
    <>
      <Button type="text" icon={<MessageOutlined />} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('feedback.open')}
      </Button>
      <Modal
        title={t('feedback.title')}
        open={open}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        okText={t('common.submit')}
        cancelText={t('common.cancel')}
        confirmLoading={submit.isPending}
        forceRender
      >
        <Form<FeedbackValues> form={form} layout="vertical" onFinish={onFinish} disabled={submit.isPending}>
          <Form.Item name="type" label={t('feedback.type')} rules={[{ required: true, message: t('feedback.typeRequired') }]}>
            <Select loading={types.isPending && open} options={(types.data ?? []).map((type) => ({ value: type.id, label: type.name }))} />
          </Form.Item>
          <Form.Item name="content" label={t('feedback.content')} required rules={[{ validator: validateContent }]}>
            <Input.TextArea rows={5} showCount maxLength={CONTENT_MAX} placeholder={t('feedback.contentPlaceholder')} />
          </Form.Item>
          <Form.Item name="contact" label={t('feedback.contact')}>
            <Input maxLength={CONTACT_MAX} placeholder={t('feedback.contactPlaceholder')} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
