/**
 * Signing in and out: password, phone with SMS code, account-centre token, account ticket and
 * push token; the login context; logout ending the session. Bad credentials and disabled
 * accounts are refused with the platform's Chinese messages.
 */
import type { HttpHandler } from 'msw';
import { DEMO_SMS_CODE } from '../../db/accounts.ts';
import type { SandboxAccount } from '../../db/state.ts';
import { loginRefusal, recordLogin } from '../../domain/accounts-admin.ts';
import {
  consumeUcToken,
  createSession,
  endSession,
  findAccount,
  findAccountByPhone,
  findSessionByPushToken,
  loginResult,
} from '../../domain/session.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { fail, ok, publicRoute, route, str } from './http.ts';

const LOGIN = '/api/pc/1.0/Login';
/** Seconds before another SMS code may be sent to the same phone. */
export const SMS_COOLDOWN_SECONDS = 60;
/** Seconds an SMS code stays valid. */
export const SMS_EXPIRE_SECONDS = 300;

const smsSentAt = new WeakMap<SandboxPlatform, Map<string, number>>();

function signIn(platform: SandboxPlatform, account: SandboxAccount): Response {
  const refusal = loginRefusal(platform, account);
  if (refusal) return fail(refusal);
  const session = createSession(platform, account);
  recordLogin(platform, account);
  return ok(loginResult(account, session));
}

export function sessionHandlers(platform: SandboxPlatform): HttpHandler[] {
  return [
    publicRoute(platform, 'post', `${LOGIN}/LoginByPassword`, ({ body }) => {
      const account = findAccount(platform, str(body.account)?.trim() ?? '');
      if (!account || account.password !== str(body.password)) return fail('账号或密码错误');
      return signIn(platform, account);
    }),

    publicRoute(platform, 'post', `${LOGIN}/SendSmsCodeV2`, ({ body }) => {
      const phone = str(body.phone) ?? '';
      if (!/^1[3-9]\d{9}$/.test(phone)) return fail('请输入正确的手机号');
      if ((str(body.scene) ?? 'login') === 'login' && !findAccountByPhone(platform, phone)) return fail('该手机号未绑定机构账号');
      const sent = smsSentAt.get(platform) ?? new Map<string, number>();
      smsSentAt.set(platform, sent);
      const last = sent.get(phone);
      const elapsed = last === undefined ? Infinity : (platform.now() - last) / 1000;
      if (elapsed < SMS_COOLDOWN_SECONDS) return fail(`验证码发送过于频繁，请${Math.ceil(SMS_COOLDOWN_SECONDS - elapsed)}秒后再试`);
      sent.set(phone, platform.now());
      return ok({ cooldown: SMS_COOLDOWN_SECONDS, expireSeconds: SMS_EXPIRE_SECONDS });
    }),

    publicRoute(platform, 'post', `${LOGIN}/LoginByPhone`, ({ body }) => {
      const account = findAccountByPhone(platform, str(body.phone) ?? '');
      if (!account) return fail('该手机号未绑定机构账号');
      if (str(body.smsCode) !== DEMO_SMS_CODE) return fail('验证码错误或已过期');
      return signIn(platform, account);
    }),

    publicRoute(platform, 'post', `${LOGIN}/LoginByUcToken`, ({ body }) => {
      const account = consumeUcToken(platform, str(body.ucToken) ?? '');
      return account ? signIn(platform, account) : fail('登录凭证无效或已过期，请重新登录');
    }),

    publicRoute(platform, 'post', `${LOGIN}/LoginByAccount`, ({ body }) => {
      // The account centre's one-time ticket is issued like a ucToken.
      const account = consumeUcToken(platform, str(body.ticket) ?? '');
      return account ? signIn(platform, account) : fail('登录凭证无效或已过期，请重新登录');
    }),

    publicRoute(platform, 'post', `${LOGIN}/LoginByPushToken`, ({ body }) => {
      const session = findSessionByPushToken(platform, str(body.wsNotificationToken));
      const account = session && findAccount(platform, session.account);
      if (!session || !account) return fail('登录信息已失效，请重新登录');
      const refusal = loginRefusal(platform, account);
      if (refusal) return fail(refusal);
      return ok(loginResult(account, session));
    }),

    route(platform, 'get', `${LOGIN}/GetLoginContext`, ({ account, session }) => loginResult(account, session)),

    route(platform, 'post', '/api/pc/1.0/logout', ({ session }) => {
      endSession(platform, session.token);
      return true;
    }),
  ];
}
