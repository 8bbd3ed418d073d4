/**
 * Under my picture or file while it uploads: the picture from the disk, how far it is, and a cancel (which takes the message
 * away); after a failed upload, the way to drop it instead of sending it again.
 */
import { Button, Flex, Progress } from 'antd';
import { useT } from '@/lib/i18n/use-t.ts';
import { LINK_TEXT } from './chat-colors.ts';
import { chatTexts } from './chat-texts.ts';
import { cancelAttachment, useAttachmentUpload } from './send-attachment.ts';

export function AttachmentProgress({ fingerPrint }: { fingerPrint: string }) {
  const t = useT(chatTexts);
  const upload = useAttachmentUpload(fingerPrint);
  if (!upload) return null;
  return (
    <Flex gap={4} align="center" data-testid="attachment-upload">
      {upload.preview ? (
        <img src={upload.preview} alt={upload.name} width={40} height={40} style={{ objectFit: 'cover', borderRadius: 4 }} />
      ) : null}
      {upload.status === 'uploading' ? (
        <Progress
          percent={upload.percent}
          size="small"
          style={{ width: 120, margin: 0 }}
          aria-label={t('chat.uploadProgress', { name: upload.name })}
        />
      ) : null}
      <Button
        size="small"
        type="link"
        style={{ color: LINK_TEXT }}
        onClick={() => cancelAttachment(fingerPrint)}
        aria-label={t('chat.cancelUpload', { name: upload.name })}
      >
        {t('common.cancel')}
      </Button>
    </Flex>
  );
}
