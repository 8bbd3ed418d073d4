/** /qrloginerr: the QR sign-in failed (expired code, or the scan was not confirmed); back to /login. */
import { Result } from 'antd';
import { useT } from '@/lib/i18n/use-t.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { PageHeading, PublicPageFrame, RouteButton } from './public-page-frame.tsx';
import { publicPagesTexts } from './public-pages-texts.ts';

export default function QrLoginErrorPage() {
  const t = useT(publicPagesTexts);
  return (
    <PublicPageFrame>
      <Result
        status="error"
        title={<PageHeading>{t('pages.qrLoginErrorTitle')}</PageHeading>}
        subTitle={t('pages.qrLoginErrorText')}
        extra={<RouteButton to={linkTo('login')}>{t('pages.backToLogin')}</RouteButton>}
      />
    </PublicPageFrame>
  );
}
