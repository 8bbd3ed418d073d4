/**
 * The hospital bot's suggestions above the input (`POST /quick-tools/hospital_bot_reply`): for
 * the customer's latest message, asked for when the person presses the button (not on every
 * message that arrives). Picking one fills the composer, which the person edits and sends; it is
 * sent as a bot reply (bizType 5). A newer customer message starts over (the composer keys this by it).
 */
import { CloseOutlined, RobotOutlined } from '@ant-design/icons';
import { useHospitalBotReply } from '@generated/chat/chat-tools/chat-tools.ts';
import { Button, Flex, Tooltip, Typography } from 'antd';
import { useT } from '@/lib/i18n/use-t.ts';
import { MUTED_TEXT } from './chat-colors.ts';
import { composerExtrasTexts } from './composer-extras-texts.ts';

/** The contract's longest question; a longer message is asked about by its beginning. */
const MAX_QUESTION = 500;

export interface BotQuestion {
  fingerPrint: string;
  text: string;
}

export function BotReplies({
  chatId,
  question,
  onPick,
  disabled,
}: {
  chatId: string;
  question: BotQuestion;
  onPick: (text: string) => void;
  disabled?: boolean;
}) {
  const t = useT(composerExtrasTexts);
  const ask = useHospitalBotReply();
  const replies = ask.data?.data.replies;
  const close = () => ask.reset();
  return (
    <Flex vertical gap={4}>
      <Flex gap={8} align="center" style={{ minWidth: 0 }}>
        <Tooltip title={t('chatComposerExtras.botRepliesHint')}>
          <Button
            size="small"
            icon={<RobotOutlined />}
            disabled={disabled}
            loading={ask.isPending}
            aria-expanded={!!replies}
            onClick={() =>
              ask.mutate({ data: { chatId, fingerPrint: question.fingerPrint, question: question.text.slice(0, MAX_QUESTION) } })
            }
          >
            {t('chatComposerExtras.botReplies')}
          </Button>
        </Tooltip>
        {replies ? (
          <>
            <Typography.Text ellipsis style={{ color: MUTED_TEXT, fontSize: 12, flex: 1, minWidth: 0 }}>
              {t('chatComposerExtras.botRepliesFor', { question: question.text })}
            </Typography.Text>
            <Button
              size="small"
              type="text"
              icon={<CloseOutlined />}
              aria-label={t('chatComposerExtras.closeBotReplies')}
              onClick={close}
            />
          </>
        ) : null}
      </Flex>
      {replies ? (
        replies.length === 0 ? (
          <Typography.Text style={{ color: MUTED_TEXT, fontSize: 12 }}>{t('chatComposerExtras.noBotReplies')}</Typography.Text>
        ) : (
          <div
            role="group"
            aria-label={t('chatComposerExtras.botRepliesList')}
            style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
          >
            {replies.map((reply) => (
              <Button
                key={reply}
                size="small"
                style={{ whiteSpace: 'normal', height: 'auto', textAlign: 'start', justifyContent: 'flex-start', padding: '4px 8px' }}
                onClick={() => {
                  close();
                  onPick(reply);
                }}
              >
                {reply}
              </Button>
            ))}
          </div>
        )
      ) : null}
    </Flex>
  );
}
