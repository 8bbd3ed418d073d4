/** /404 (notFound): where every unmatched address lands, with a way home. */
import { Result } from 'antd';
import { useT } from '@/lib/i18n/use-t.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { routeTitles } from '@/lib/routing/route-texts.ts';
import { PageHeading, PublicPageFrame, RouteButton } from './public-page-frame.tsx';
import { publicPagesTexts } from './public-pages-texts.ts';

export default function NotFoundPage() {
  const t = useT(publicPagesTexts, routeTitles);
  return (
    <PublicPageFrame>
      <Result
        status="404"
        title={<PageHeading>{t('routes.notFound')}</PageHeading>}
        subTitle={t('pages.notFoundText')}
        extra={<RouteButton to={linkTo('dashbord')}>{t('pages.backHome')}</RouteButton>}
      />
    </PublicPageFrame>
  );
}
