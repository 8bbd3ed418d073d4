/** /404 (notFound): where every unmatched address lands, with a way home. */
import { Result } from 'antd';
import { t } from '@/lib/i18n/i18n.ts';
import { useLocale } from '@/lib/i18n/use-locale.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { PublicPageFrame, RouteButton } from './public-page-frame.tsx';

export default function NotFoundPage() {
  useLocale();
  return (
    <PublicPageFrame>
      <Result
        status="404"
        title={t('routes.notFound')}
        subTitle={t('pages.notFoundText')}
        extra={<RouteButton to={linkTo('dashbord')}>{t('pages.backHome')}</RouteButton>}
      />
    </PublicPageFrame>
  );
}
