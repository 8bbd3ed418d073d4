/**
 * The group reminders' dialogs (ReminderTools): shake the members picked (none picked: everyone),
 * and a WeCom reminder to one colleague. A chunk of their own, loaded when one first opens.
 */
import type { ChatMember } from '@generated/chat/model';
import { Checkbox, Form, Input, Radio } from 'antd';
import { useT } from '@/lib/i18n/use-t.ts';
import { FormModal } from '@/shared/ui/form-overlay/form-modal.tsx';
import { chatTexts } from './chat-texts.ts';
import { WECOM_TEXT_MAX } from './reminder-limits.ts';
import type { Reminders } from './use-reminders.ts';

export interface ReminderDialogsProps {
  open: 'shake' | 'weCom';
  onClose: () => void;
  /** The group's members other than me (and the system user). */
  others: readonly ChatMember[];
  /** Those of them a WeCom reminder can reach: staff and platform counselors. */
  colleagues: readonly ChatMember[];
  reminders: Reminders;
}

const option = (m: ChatMember) => ({ label: m.chatName || m.realName, value: m.userId });

export default function ReminderDialogs({ open, onClose, others, colleagues, reminders }: ReminderDialogsProps) {
  const t = useT(chatTexts);
  return (
    <>
      <FormModal<{ toUserIds?: string[] }>
        open={open === 'shake'}
        title={t('chat.shakeTitle')}
        submitText={t('chat.shake')}
        successText={t('chat.shakeSent')}
        onClose={onClose}
        onSubmit={(values) => reminders.shake(values.toUserIds)}
      >
        <Form.Item name="toUserIds" label={t('chat.shakeWhom')} extra={t('chat.shakeEveryoneHint')}>
          <Checkbox.Group options={others.map(option)} style={{ display: 'flex', flexDirection: 'column', gap: 4 }} />
        </Form.Item>
      </FormModal>
      <FormModal<{ toUserId: string; content?: string }>
        open={open === 'weCom'}
        title={t('chat.weComTitle')}
        submitText={t('chat.weComSend')}
        successText={t('chat.weComSent')}
        onClose={onClose}
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
    </>
  );
}
