/**
 * My mark on the chat's customer in the side panel (contract: setCustomerMyMarkInChat, read back
 * through the customer's detail): my own tags and remark, only I see them; edited in a dialog
 * with the platform's limits (src/lib/customers/my-mark-rules.ts), saved and shown from the
 * platform's answer, so it is there after a reload.
 */
import { getGetCustomerDetailQueryKey, useGetCustomerDetail, useSetCustomerMyMarkInChat } from '@generated/main/customer/customer.ts';
import type { ChatCustomerLink } from '@generated/chat/model';
import { EditOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Select, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { MY_MARK_MAX_TAGS, MY_MARK_REMARK_MAX, MY_MARK_TAG_MAX, markToSave, tagsProblem } from '@/lib/customers/my-mark-rules.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { FormModal } from '@/shared/ui/form-overlay/form-modal.tsx';
import { MUTED_TEXT } from './chat-colors.ts';
import { sideExtrasTexts } from './side-extras-texts.ts';

interface MarkValues {
  tags: string[];
  remark: string;
}

export function CustomerMark({ chatId, customer }: { chatId: string; customer: ChatCustomerLink }) {
  const t = useT(sideExtrasTexts);
  const params = { id: customer.customerId };
  const mark = useGetCustomerDetail(params, { query: { select: (answer) => answer.data.myMark ?? null } });
  const save = useSetCustomerMyMarkInChat();
  const [editing, setEditing] = useState(false);
  const limits = { max: MY_MARK_MAX_TAGS };

  return (
    <section aria-label={t('chatSide.myMark')}>
      <Flex justify="space-between" align="center">
        <Typography.Text strong>{t('chatSide.myMark')}</Typography.Text>
        {/* Offered once the mark is known (not disabled meanwhile: its colour would still be fading
            from grey to the link's when it turns on, which reads as too little contrast). */}
        {mark.isPending ? null : (
          <Button size="small" type="link" icon={<EditOutlined />} onClick={() => setEditing(true)}>
            {t('chatSide.editMark')}
          </Button>
        )}
      </Flex>
      {mark.isPending ? (
        <Spin size="small" />
      ) : mark.data ? (
        <Flex vertical gap={4} data-testid="my-mark">
          {mark.data.tags.length > 0 ? (
            <Flex wrap gap={4}>
              {mark.data.tags.map((tag) => (
                <Tag key={tag} color="blue" style={{ marginInlineEnd: 0 }}>
                  {tag}
                </Tag>
              ))}
            </Flex>
          ) : null}
          {mark.data.remark ? <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{mark.data.remark}</Typography.Text> : null}
        </Flex>
      ) : (
        <Typography.Text style={{ color: MUTED_TEXT }}>{t('chatSide.noMark')}</Typography.Text>
      )}
      <FormModal<MarkValues>
        title={t('chatSide.editMark')}
        open={editing}
        onClose={() => setEditing(false)}
        onSubmit={(values) => save.mutateAsync({ data: { chatId, customerImId: customer.customerImId, ...markToSave(values) } })}
        invalidates={[getGetCustomerDetailQueryKey(params)]}
        successText={t('chatSide.markSaved')}
        initialValues={{ tags: mark.data?.tags ?? [], remark: mark.data?.remark ?? '' }}
      >
        <Typography.Paragraph style={{ color: MUTED_TEXT }}>{t('chatSide.myMarkHint')}</Typography.Paragraph>
        <Form.Item
          name="tags"
          label={t('chatSide.markTags')}
          rules={[
            {
              validator: async (_, tags: string[] | undefined) => {
                const problem = tagsProblem(tags ?? []);
                if (problem === 'tooManyTags') throw new Error(t('chatSide.tooManyTags', limits));
                if (problem === 'tagTooLong') throw new Error(t('chatSide.tagTooLong', { max: MY_MARK_TAG_MAX }));
                if (problem) throw new Error(t(`chatSide.${problem}`));
              },
            },
          ]}
        >
          <Select
            mode="tags"
            placeholder={t('chatSide.markTagsPlaceholder')}
            tokenSeparators={[',', '，']}
            open={false}
            suffixIcon={null}
          />
        </Form.Item>
        <Form.Item
          name="remark"
          label={t('chatSide.markRemark')}
          rules={[{ max: MY_MARK_REMARK_MAX, message: t('chatSide.remarkTooLong', { max: MY_MARK_REMARK_MAX }) }]}
        >
          <Input.TextArea autoSize={{ minRows: 3 }} showCount maxLength={MY_MARK_REMARK_MAX} />
        </Form.Item>
      </FormModal>
    </section>
  );
}
