/** /welcome: the greeting page; into the workbench when signed in, else to sign-in. */
import { Result } from 'antd';
import { t } from '@/lib/i18n/i18n.ts';
import { useLocale } from '@/lib/i18n/use-locale.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { useSession } from '@/lib/session/session-store.ts';
import { PublicPageFrame, RouteButton } from './public-page-frame.tsx';

export default function WelcomePage() {
  useLocale();
  const session = useSession();
  return (
    <PublicPageFrame>
      <Result
        status="info"
        title={t('pages.welcomeTitle')}
        subTitle={t('pages.welcomeText')}
        extra={
          <RouteButton to={linkTo(session ? 'dashbord' : 'login')}>{session ? t('pages.enterWorkbench') : t('pages.signIn')}</RouteButton>
        }
      />
    </PublicPageFrame>
  );
}
