/**
 * The hospital's reply to an appraisal: required, at most 500 characters (the contract's limit),
 * published once (a second click while it is sent does nothing). The platform refuses a second
 * reply; the transport shows its message and the form keeps the text.
 */
import { Button, Form, Input, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import {
  getCheckHasNegativeCommentQueryKey,
  getGetCommentInfoQueryKey,
  getGetCommentPagerQueryKey,
  useAddHospitalComment,
} from '@generated/main/comments/comments';
import { feedback } from '@/lib/feedback/feedback.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { isBlankText } from '@/lib/text/blank-text.ts';
import { useSingleFlight } from '@/shared/ui/single-flight/use-single-flight.ts';
import { appraisalTexts } from './appraisal-texts.ts';

export const REPLY_MAX_LENGTH = 500;

export function AppraisalReplyForm({ commentId }: { commentId: number }) {
  const t = useT(appraisalTexts);
  const [form] = Form.useForm<{ content: string }>();
  const queryClient = useQueryClient();
  const reply = useAddHospitalComment();
  const [submitting, run] = useSingleFlight();

  const submit = () =>
    run(async () => {
      const values = await form.validateFields().catch(() => undefined);
      if (!values) return;
      try {
        await reply.mutateAsync({ data: { commentId, content: values.content.trim() } });
      } catch {
        return;
      }
      form.resetFields();
      feedback.message.success(t('appraisals.replyDone'));
      await Promise.all(
        [getGetCommentInfoQueryKey({ id: commentId }), getGetCommentPagerQueryKey().slice(0, 2), getCheckHasNegativeCommentQueryKey()].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      );
    });

  return (
    <Form form={form} layout="vertical" onFinish={() => void submit()}>
      <Form.Item
        name="content"
        label={t('appraisals.replyLabel')}
        extra={<Typography.Text type="secondary">{t('appraisals.replyOnce')}</Typography.Text>}
        rules={[
          {
            validator: (_, value?: string) =>
              isBlankText(value ?? '') ? Promise.reject(new Error(t('appraisals.replyRequired'))) : Promise.resolve(),
          },
          { max: REPLY_MAX_LENGTH, message: t('appraisals.replyTooLong', { max: REPLY_MAX_LENGTH }) },
        ]}
      >
        <Input.TextArea rows={4} showCount maxLength={REPLY_MAX_LENGTH + 50} placeholder={t('appraisals.replyPlaceholder')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting}>
        {t('appraisals.replySubmit')}
      </Button>
    </Form>
  );
}
