/** /qrloginerr: the QR sign-in failed (expired code, or the scan was not confirmed); back to /login. */
import { Result } from 'antd';
import { useT } from '@/lib/i18n/use-t.ts';
import { PublicPageFrame, RouteButton } from './public-page-frame.tsx';
import { publicPagesTexts } from './public-pages-texts.ts';

export default function QrLoginErrorPage() {
  const t = useT(publicPagesTexts);
  return (
    <PublicPageFrame>
      <Result
        status="error"
        title={t('pages.qrLoginErrorTitle')}
        subTitle={t('pages.qrLoginErrorText')}
        extra={<RouteButton to="/login">{t('pages.backToLogin')}</RouteButton>}
      />
    </PublicPageFrame>
  );
}
