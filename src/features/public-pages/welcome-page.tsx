/** /welcome: the greeting page; into the workbench when signed in, else to sign-in. */
import { Result } from 'antd';
import { useT } from '@/lib/i18n/use-t.ts';
import { useSession } from '@/lib/session/session-store.ts';
import { PublicPageFrame, RouteButton } from './public-page-frame.tsx';
import { publicPagesTexts } from './public-pages-texts.ts';

export default function WelcomePage() {
  const t = useT(publicPagesTexts);
  const session = useSession();
  return (
    <PublicPageFrame>
      <Result
        status="info"
        title={t('pages.welcomeTitle')}
        subTitle={t('pages.welcomeText')}
        extra={<RouteButton to={session ? '/dashbord' : '/login'}>{session ? t('pages.enterWorkbench') : t('pages.signIn')}</RouteButton>}
      />
    </PublicPageFrame>
  );
}
