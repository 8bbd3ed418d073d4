/**
 * The route guard, in the specification's order: a token in the URL signs in by token (unless
 * already signed in with it); unmatched routes went to notFound in the router; then
 * decideAccess: public routes pass, a visitor without a session gets the 'login invalid' alert
 * and goes to login (desktop) or the account centre (web), the index and wechat pass, and any
 * other route needs its name among the menu addresses, else the 'menu not authorised' alert.
 */
import { useLoginByUcToken } from '@generated/main/session/session';
import { Spin } from 'antd';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { isDesktop } from '@/lib/desktop/desktop.ts';
import { errorTexts } from '@/lib/http/error-texts.ts';
import { translator } from '@/lib/i18n/translate.ts';
import { accountCentreUrl } from '@/lib/routing/account-centre.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { useSession } from '@/lib/session/session-store.ts';
import { signedIn } from '@/lib/session/sign-in.ts';
import { alertOnce } from '../shell/alert-once.ts';
import { decideAccess, tokenFromUrl } from './access.ts';
import { useRouteHandle } from './route-objects.tsx';

// The alerts are raised from effects, so a `t` that reads the language when called.
const t = translator(errorTexts);

/** Tokens this page already tried: a failed token is not sent again and again. */
const triedTokens = new Set<string>();

function withoutToken(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('token');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

function Pending() {
  return (
    <div style={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
      <Spin size="large" />
    </div>
  );
}

export function RouteGuard() {
  const location = useLocation();
  const navigate = useNavigate();
  const handle = useRouteHandle();
  const session = useSession();
  const loginByToken = useLoginByUcToken();

  const token = tokenFromUrl(window.location.search, location.search);
  const needsTokenLogin = token !== undefined && session?.token !== token && !triedTokens.has(token);

  // 1. A token in the URL signs in by token, unless already signed in with that token.
  useEffect(() => {
    if (token === undefined) return;
    const finish = () => {
      // The token is single-use; keep it out of the address bar and the history.
      if (new URLSearchParams(window.location.search).has('token')) {
        window.history.replaceState(
          window.history.state,
          '',
          `${window.location.pathname}${withoutToken(window.location.search)}${window.location.hash}`,
        );
      }
      navigate({ pathname: location.pathname, search: withoutToken(location.search) }, { replace: true });
    };
    if (session?.token === token || triedTokens.has(token)) {
      finish();
      return;
    }
    triedTokens.add(token);
    loginByToken.mutate(
      { data: { ucToken: token } },
      { onSuccess: (response) => signedIn(response.data, { autoLogin: true }), onSettled: finish },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per token
  }, [token]);

  const access = handle ? decideAccess(handle.name, session) : ({ kind: 'pass' } as const);
  const blocked = needsTokenLogin || loginByToken.isPending ? 'pending' : access.kind;

  useEffect(() => {
    if (blocked === 'login-invalid') {
      const back = `${location.pathname}${location.search}`;
      if (isDesktop()) {
        navigate(linkTo('login', { redirect: back }), { replace: true });
        alertOnce({ title: t('errors.loginInvalidTitle'), content: t('errors.loginInvalid') });
      } else {
        alertOnce({
          title: t('errors.loginInvalidTitle'),
          content: t('errors.loginInvalid'),
          onOk: () => window.location.assign(accountCentreUrl(back)),
        });
      }
    } else if (blocked === 'not-authorised') {
      alertOnce({ title: t('errors.menuNotAuthorisedTitle'), content: t('errors.menuNotAuthorised') });
      if (handle?.name !== 'dashbord') navigate(linkTo('dashbord'), { replace: true });
    }
  }, [blocked, handle?.name, location.pathname, location.search, navigate]);

  return blocked === 'pass' ? <Outlet /> : <Pending />;
}
