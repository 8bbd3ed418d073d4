/** /welcome: the greeting page; into the workbench when signed in, else to sign-in. */
import { Result } from 'antd';
import { useT } from '@/lib/i18n/use-t.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { useSession } from '@/lib/session/session-store.ts';
import { PageHeading, PublicPageFrame, RouteButton } from './public-page-frame.tsx';
import { publicPagesTexts } from './public-pages-texts.ts';

export default function WelcomePage() {
  const t = useT(publicPagesTexts);
  const session = useSession();
  return (
    <PublicPageFrame>
      <Result
        status="info"
        title={<PageHeading>{t('pages.welcomeTitle')}</PageHeading>}
        subTitle={t('pages.welcomeText')}
        extra={
          <RouteButton to={linkTo(session ? 'dashbord' : 'login')}>{session ? t('pages.enterWorkbench') : t('pages.signIn')}</RouteButton>
        }
      />
    </PublicPageFrame>
  );
}
