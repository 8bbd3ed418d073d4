/**
 * One bulletin as customers will read it, in a drawer: its review state (the platform's reason
 * when rejected), the period it is shown in, the body and its images. The body is HTML from the
 * rich-text editor or from anyone who can reach the platform, so it is shown only through
 * `<SafeHtml>`. The drawer asks the platform for the bulletin each time it opens.
 */
import { Alert, Drawer, Flex, Image, Typography } from 'antd';
import { useGetBulletinDetail } from '@generated/main/bulletins/bulletins';
import { type Bulletin, BulletinStatus } from '@generated/main/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { toImageUrl } from '@/lib/media/image-path.ts';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { SafeHtml } from '@/shared/ui/safe-html/safe-html.tsx';
import { bulletinPeriod } from './bulletin-period.ts';
import { bulletinTexts } from './bulletin-texts.ts';

function BulletinPreview({ bulletin }: { bulletin: Bulletin }) {
  const t = useT(bulletinTexts);
  const images = bulletin.images ?? [];
  return (
    <Flex vertical gap={16}>
      {bulletin.status === BulletinStatus.Rejected && bulletin.rejectReason ? (
        <Alert type="error" showIcon title={t('bulletins.rejectReason', { reason: bulletin.rejectReason })} />
      ) : null}
      {bulletin.status === BulletinStatus.UnderReview ? <Alert type="info" showIcon title={t('bulletins.pendingHint')} /> : null}
      <Flex gap={12} wrap align="center">
        <EnumTag kind="bulletinStatus" value={bulletin.status} />
        <Typography.Text type="secondary">
          {t('bulletins.period')}: {bulletinPeriod(t, bulletin)}
        </Typography.Text>
        <Typography.Text type="secondary">
          {t('bulletins.updated')}: {formatDateTimeMinute(bulletin.updateTime)}
        </Typography.Text>
      </Flex>
      <section aria-label={t('bulletins.content')}>
        <SafeHtml html={bulletin.content} style={{ lineHeight: 1.7, overflowWrap: 'anywhere' }} />
      </section>
      {images.length > 0 ? (
        <Image.PreviewGroup>
          <Flex gap={8} wrap>
            {images.map((image, index) => (
              <Image key={image.url} width={120} src={toImageUrl(image.url)} alt={`${t('bulletins.images')} ${index + 1}`} />
            ))}
          </Flex>
        </Image.PreviewGroup>
      ) : null}
    </Flex>
  );
}

export default function BulletinPreviewDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useT(bulletinTexts);
  const query = useGetBulletinDetail({ id }, { query: { select: (r) => r.data } });
  return (
    <Drawer open onClose={onClose} title={query.data?.title ?? t('bulletins.preview')} size={640}>
      <QueryBoundary query={query}>{(bulletin) => <BulletinPreview bulletin={bulletin} />}</QueryBoundary>
    </Drawer>
  );
}
