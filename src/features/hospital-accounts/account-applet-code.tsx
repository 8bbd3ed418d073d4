/**
 * An account's mini-program code (from its row on /hospital/account): the image the platform
 * draws, what it does, and *Download*. The image is saved as the platform answers it (a `data:`
 * URL keeps its own type; a CDN address opens in a new window when the browser will not save a
 * foreign file directly, which CSP forbids fetching).
 */
import { Button, Flex, Image, Modal, Typography } from 'antd';
import { useGetSubAccountAppletCode } from '@generated/main/user-management/user-management';
import type { SubAccount } from '@generated/main/model';
import { useT } from '@/lib/i18n/use-t.ts';
import { QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { accountTexts } from './account-texts.ts';

const EXTENSIONS: Record<string, string> = { 'image/svg+xml': 'svg', 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** The file name a download gets: the account and the image's own type (png when it cannot tell). */
export function appletCodeFileName(account: string, imageUrl: string): string {
  const type = /^data:([^;,]+)/.exec(imageUrl)?.[1];
  const fromPath = /\.(png|jpe?g|webp|svg)(?:[?#]|$)/i.exec(imageUrl)?.[1]?.toLowerCase();
  return `applet-code-${account}.${(type ? EXTENSIONS[type] : fromPath) ?? 'png'}`;
}

export function AppletCodeDialog({ account, onClose }: { account: SubAccount; onClose: () => void }) {
  const t = useT(accountTexts);
  const code = useGetSubAccountAppletCode({ id: account.id }, { query: { select: (answer) => answer.data } });
  return (
    <Modal
      open
      title={t('hospitalAccounts.appletCodeTitle', { account: account.account })}
      onCancel={onClose}
      footer={null}
      width={420}
      destroyOnHidden
    >
      <QueryBoundary query={code} rows={4}>
        {(found) => (
          <Flex vertical align="center" gap={12}>
            <Typography.Paragraph>{t('hospitalAccounts.appletCodeHint', { name: account.realName })}</Typography.Paragraph>
            <Image
              src={found.imageUrl}
              alt={t('hospitalAccounts.appletCodeAlt', { account: account.account })}
              width={240}
              preview={false}
            />
            <Button
              type="primary"
              href={found.imageUrl}
              download={appletCodeFileName(account.account, found.imageUrl)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('hospitalAccounts.appletCodeDownload')}
            </Button>
          </Flex>
        )}
      </QueryBoundary>
    </Modal>
  );
}
