/**
 * The reminders in the composer's toolbar (contract part reminders): shake (抖一抖) the peer of
 * a private chat at once, or in a group the members picked (none picked: everyone); remind a
 * colleague of a group through WeCom (企业微信) with an optional text. The platform's line
 * joins the conversation; a refusal (once a minute, 5 minutes per colleague…) is the transport's
 * toast with the platform's message, and the dialog stays open with what was chosen.
 */
import { useListChatMembers } from '@generated/chat/members/members.ts';
import { type ChatListItem, ChatUserType } from '@generated/chat/model';
import { Button, Checkbox, Flex, Form, Input, Radio, Tooltip } from 'antd';
import { useState } from 'react';
import { feedback } from '@/lib/feedback/feedback.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { FormModal } from '@/shared/ui/form-overlay/form-modal.tsx';
import { chatTexts } from './chat-texts.ts';
import type { Reminders } from './use-reminders.ts';

/** The platform's limit of a WeCom reminder's text. */
export const WECOM_TEXT_MAX = 200;

const COLLEAGUE_TYPES: ReadonlySet<number> = new Set([ChatUserType.HospitalStaff, ChatUserType.PlatformCounselor]);

export interface ReminderToolsProps {
  chat: Pick<ChatListItem, 'chatId' | 'chatType'>;
  myImId: string;
  reminders: Reminders;
  disabled?: boolean;
}

export function ReminderTools({ chat, myImId, reminders, disabled }: ReminderToolsProps) {
  const t = useT(chatTexts);
  const isGroup = chat.chatType === '2';
  // The side panel's and the '@' picker's query: asked for once.
  const members = useListChatMembers(chat.chatId, undefined, { query: { enabled: isGroup } });
  const others = (members.data?.data ?? []).filter((m) => m.userId !== myImId && m.userType !== ChatUserType.System);
  const colleagues = others.filter((m) => COLLEAGUE_TYPES.has(m.userType));
  const option = (m: (typeof others)[number]) => ({ label: m.chatName || m.realName, value: m.userId });
  const [open, setOpen] = useState<'shake' | 'weCom' | undefined>();
  const close = () => setOpen(undefined);

  const shakePeer = () =>
    reminders.shake().then(
      () => feedback.message.success(t('chat.shakeSent')),
      () => undefined, // The transport showed the platform's refusal.
    );

  return (
    <Flex gap={4} role="group" aria-label={t('chat.reminders')}>
      <Tooltip title={isGroup ? t('chat.shakeGroupHint') : t('chat.shakeHint')}>
        <Button
          size="small"
          type="text"
          disabled={disabled}
          loading={!isGroup && reminders.shaking}
          aria-haspopup={isGroup ? 'dialog' : undefined}
          onClick={() => (isGroup ? setOpen('shake') : void shakePeer())}
        >
          {t('chat.shake')}
        </Button>
      </Tooltip>
      {isGroup ? (
        <Tooltip title={colleagues.length > 0 ? t('chat.weComHint') : t('chat.noColleagues')}>
          <Button
            size="small"
            type="text"
            disabled={disabled || colleagues.length === 0}
            aria-haspopup="dialog"
            onClick={() => setOpen('weCom')}
          >
            {t('chat.weCom')}
          </Button>
        </Tooltip>
      ) : null}
      {isGroup ? (
        <FormModal<{ toUserIds?: string[] }>
          open={open === 'shake'}
          title={t('chat.shakeTitle')}
          submitText={t('chat.shake')}
          successText={t('chat.shakeSent')}
          onClose={close}
          onSubmit={(values) => reminders.shake(values.toUserIds)}
        >
          <Form.Item name="toUserIds" label={t('chat.shakeWhom')} extra={t('chat.shakeEveryoneHint')}>
            <Checkbox.Group options={others.map(option)} style={{ display: 'flex', flexDirection: 'column', gap: 4 }} />
          </Form.Item>
        </FormModal>
      ) : null}
      {isGroup ? (
        <FormModal<{ toUserId: string; content?: string }>
          open={open === 'weCom'}
          title={t('chat.weComTitle')}
          submitText={t('chat.weComSend')}
          successText={t('chat.weComSent')}
          onClose={close}
          onSubmit={(values) => reminders.weCom(values.toUserId, values.content)}
        >
          <Form.Item name="toUserId" label={t('chat.weComColleague')} rules={[{ required: true, message: t('chat.weComPick') }]}>
            <Radio.Group options={colleagues.map(option)} style={{ display: 'flex', flexDirection: 'column', gap: 4 }} />
          </Form.Item>
          <Form.Item name="content" label={t('chat.weComContent')}>
            <Input.TextArea
              maxLength={WECOM_TEXT_MAX}
              showCount
              autoSize={{ minRows: 2, maxRows: 5 }}
              placeholder={t('chat.weComPlaceholder')}
            />
          </Form.Item>
        </FormModal>
      ) : null}
    </Flex>
  );
}
