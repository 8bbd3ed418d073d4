/**
 * /download: the desktop client's installers for Windows, macOS and Linux, and what the desktop
 * adds to the web page. The installers are published beside the web client under `downloads/`
 * with the client's version in their names (DESKTOP_INSTALLERS is the one place naming them).
 */
import { Button, Card, Tag } from 'antd';
import type { PlainKeyOf } from '@/lib/i18n/catalogue.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { PageHeading, PublicPageFrame } from './public-page-frame.tsx';
import { publicPagesTexts } from './public-pages-texts.ts';

type PageTextKey = PlainKeyOf<typeof publicPagesTexts>;

export type DesktopPlatform = 'win32' | 'darwin' | 'linux';

export interface DesktopInstaller {
  platform: DesktopPlatform;
  nameKey: PageTextKey;
  requirementKey: PageTextKey;
  href: string;
}

const version = __APP_VERSION__;

export const DESKTOP_INSTALLERS: readonly DesktopInstaller[] = [
  {
    platform: 'win32',
    nameKey: 'pages.platformWindows',
    requirementKey: 'pages.requirementWindows',
    href: `downloads/hospital-workbench-${version}-setup.exe`,
  },
  {
    platform: 'darwin',
    nameKey: 'pages.platformMac',
    requirementKey: 'pages.requirementMac',
    href: `downloads/hospital-workbench-${version}.dmg`,
  },
  {
    platform: 'linux',
    nameKey: 'pages.platformLinux',
    requirementKey: 'pages.requirementLinux',
    href: `downloads/hospital-workbench-${version}.AppImage`,
  },
];

const FEATURES: PageTextKey[] = ['pages.featureUpdates', 'pages.featureTray', 'pages.featureShake', 'pages.featureAutoStart'];

/** The platform this browser runs on, to mark its installer. */
export function detectPlatform(userAgent: string): DesktopPlatform | undefined {
  if (/windows/i.test(userAgent)) return 'win32';
  if (/mac os|macintosh/i.test(userAgent)) return 'darwin';
  if (/linux|x11/i.test(userAgent) && !/android/i.test(userAgent)) return 'linux';
  return undefined;
}

export default function DownloadPage() {
  const t = useT(publicPagesTexts);
  const current = detectPlatform(globalThis.navigator?.userAgent ?? '');
  return (
    <PublicPageFrame maxWidth={880}>
      <Card title={<PageHeading>{t('pages.downloadTitle')}</PageHeading>} extra={t('pages.version', { version })}>
        <p style={{ marginTop: 0 }}>{t('pages.downloadIntro')}</p>
        <ul style={{ marginBottom: 16, paddingLeft: 20, lineHeight: 1.9 }}>
          {FEATURES.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' }}>
          {DESKTOP_INSTALLERS.map((installer) => (
            <Card
              key={installer.platform}
              size="small"
              title={t(installer.nameKey)}
              extra={installer.platform === current ? <Tag color="blue">{t('pages.recommended')}</Tag> : undefined}
            >
              <p style={{ marginTop: 0, color: 'rgba(0, 0, 0, 0.55)' }}>{t(installer.requirementKey)}</p>
              <Button type={installer.platform === current ? 'primary' : 'default'} href={installer.href} download block>
                {t('pages.download')}
              </Button>
            </Card>
          ))}
        </div>
      </Card>
    </PublicPageFrame>
  );
}
