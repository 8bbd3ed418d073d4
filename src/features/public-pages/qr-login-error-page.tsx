/** /qrloginerr: the QR sign-in failed (expired code, or the scan was not confirmed); back to /login. */
import { Result } from 'antd';
import { t } from '@/lib/i18n/i18n.ts';
import { useLocale } from '@/lib/i18n/use-locale.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { PublicPageFrame, RouteButton } from './public-page-frame.tsx';

export default function QrLoginErrorPage() {
  useLocale();
  return (
    <PublicPageFrame>
      <Result
        status="error"
        title={t('pages.qrLoginErrorTitle')}
        subTitle={t('pages.qrLoginErrorText')}
        extra={<RouteButton to={linkTo('login')}>{t('pages.backToLogin')}</RouteButton>}
      />
    </PublicPageFrame>
  );
}
