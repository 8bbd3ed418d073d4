/**
 * "Send business card" in the composer's toolbar (`GET /businesscard/businessCard`, asked for when
 * the popover first opens): a preview of my card, the signature switch staff expect beside it
 * (`PUT /businesscard/setSignatureStatus`; the card is read again after it), and sending it as a
 * business-card message (msgType 7), the way text goes.
 */
import { IdcardOutlined } from '@ant-design/icons';
import { getGetBusinessCardQueryKey, useGetBusinessCard, useSetSignatureStatus } from '@generated/chat/chat-tools/chat-tools.ts';
import { type ChatBusinessCard, type ChatCardContent, ChatSignatureStatus, MsgType } from '@generated/chat/model';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Flex, Spin, Switch, Typography } from 'antd';
import { useId } from 'react';
import { useT } from '@/lib/i18n/use-t.ts';
import { isWebUrl } from '@/lib/safe-html/sanitize-html.ts';
import { MUTED_TEXT } from './chat-colors.ts';
import { composerExtrasTexts } from './composer-extras-texts.ts';
import type { OutgoingBody } from './send-message.ts';
import { ToolPopover } from './tool-popover.tsx';

/** The business-card message for my card (ChatCardContent: who, where, what). */
export function businessCardBody(card: ChatBusinessCard): OutgoingBody {
  const content: ChatCardContent = {
    userId: card.userId,
    realName: card.realName,
    avatar: card.avatar,
    hospitalName: card.hospitalName,
    position: card.position,
  };
  return { msgType: MsgType.BusinessCard, content: JSON.stringify(content) };
}

function CardPanel({ onSend }: { onSend: (body: OutgoingBody) => void }) {
  const t = useT(composerExtrasTexts);
  const queryClient = useQueryClient();
  const card = useGetBusinessCard();
  const signature = useSetSignatureStatus({
    mutation: { onSuccess: () => queryClient.invalidateQueries({ queryKey: getGetBusinessCardQueryKey() }) },
  });
  const signatureId = useId();
  if (card.isPending) return <Spin size="small" />;
  if (card.isError) return null; // The transport showed why.
  const mine = card.data.data;
  const on = mine.signatureStatus === ChatSignatureStatus.On;
  return (
    <Flex vertical gap={8} style={{ width: 300 }} data-testid="business-card-preview">
      <Flex gap={12} align="center">
        <Avatar size={48} src={isWebUrl(mine.avatar) ? mine.avatar : undefined} alt="">
          {mine.realName.slice(0, 1)}
        </Avatar>
        <Flex vertical>
          <Typography.Text strong>{mine.realName}</Typography.Text>
          <Typography.Text style={{ color: MUTED_TEXT, fontSize: 12 }}>{mine.position}</Typography.Text>
          <Typography.Text style={{ fontSize: 12 }}>{mine.hospitalName}</Typography.Text>
          {mine.phone ? (
            <Typography.Text style={{ color: MUTED_TEXT, fontSize: 12 }}>
              {t('chatComposerExtras.phone')} {mine.phone}
            </Typography.Text>
          ) : null}
        </Flex>
      </Flex>
      <Flex vertical gap={4} style={{ borderTop: '1px solid #f0f0f0', paddingTop: 8 }}>
        <Flex justify="space-between" align="center">
          <Typography.Text id={signatureId}>{t('chatComposerExtras.signature')}</Typography.Text>
          <Switch
            size="small"
            checked={on}
            loading={signature.isPending}
            aria-labelledby={signatureId}
            title={t('chatComposerExtras.signatureHint')}
            onChange={(checked) =>
              signature.mutate({ data: { signatureStatus: checked ? ChatSignatureStatus.On : ChatSignatureStatus.Off } })
            }
          />
        </Flex>
        <Typography.Text style={{ color: MUTED_TEXT, fontSize: 12 }} data-testid="business-card-signature">
          {on ? mine.signature : t('chatComposerExtras.signatureOff')}
        </Typography.Text>
      </Flex>
      {/* The focus comes into the panel (it renders at the end of the page), ready to send. */}
      <Button type="primary" size="small" autoFocus onClick={() => onSend(businessCardBody(mine))}>
        {t('chatComposerExtras.sendBusinessCard')}
      </Button>
    </Flex>
  );
}

export function BusinessCardTool({ onSend, disabled }: { onSend: (body: OutgoingBody) => void; disabled?: boolean }) {
  const t = useT(composerExtrasTexts);
  return (
    <ToolPopover
      label={t('chatComposerExtras.businessCard')}
      face={<IdcardOutlined />}
      title={t('chatComposerExtras.businessCardTitle')}
      disabled={disabled}
      onSend={onSend}
      panel={(send) => <CardPanel onSend={send} />}
    />
  );
}
