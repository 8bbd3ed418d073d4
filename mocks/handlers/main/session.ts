/**
 * Signing in and out: password, phone with SMS code, account-centre token, account ticket and
 * push token; the login context; logout ending the session. Bad credentials and disabled
 * accounts are refused with the platform's Chinese messages.
 */
import { DEMO_SMS_CODE } from '../../db/accounts.ts';
import type { SandboxAccount } from '../../db/state.ts';
import { loginRefusal, recordLogin } from '../../domain/accounts-admin.ts';
import { refuse } from '../../domain/errors.ts';
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
import { mainRoutes, publicMainRoutes } from '../route.ts';

/** Seconds before another SMS code may be sent to the same phone. */
export const SMS_COOLDOWN_SECONDS = 60;
/** Seconds an SMS code stays valid. */
export const SMS_EXPIRE_SECONDS = 300;

/** When each phone last got a code (per platform, not persisted: a restart may send again). */
const smsSentAt = new WeakMap<SandboxPlatform, Map<string, number>>();

function signIn(platform: SandboxPlatform, account: SandboxAccount) {
  const refusal = loginRefusal(platform, account);
  if (refusal) refuse(refusal);
  const session = createSession(platform, account);
  recordLogin(platform, account);
  return loginResult(account, session);
}

export const sessionRoutes = [
  publicMainRoutes({
    loginByPassword: ({ platform, body }) => {
      const account = findAccount(platform, body.account.trim());
      if (!account || account.password !== body.password) refuse('账号或密码错误');
      return signIn(platform, account);
    },
    sendSmsCodeV2: ({ platform, body }) => {
      const phone = body.phone;
      if (!/^1[3-9]\d{9}$/.test(phone)) refuse('请输入正确的手机号');
      if ((body.scene ?? 'login') === 'login' && !findAccountByPhone(platform, phone)) refuse('该手机号未绑定机构账号');
      const sent = smsSentAt.get(platform) ?? new Map<string, number>();
      smsSentAt.set(platform, sent);
      const last = sent.get(phone);
      const elapsed = last === undefined ? Infinity : (platform.now() - last) / 1000;
      if (elapsed < SMS_COOLDOWN_SECONDS) refuse(`验证码发送过于频繁，请${Math.ceil(SMS_COOLDOWN_SECONDS - elapsed)}秒后再试`);
      sent.set(phone, platform.now());
      return { cooldown: SMS_COOLDOWN_SECONDS, expireSeconds: SMS_EXPIRE_SECONDS };
    },
    loginByPhone: ({ platform, body }) => {
      const account = findAccountByPhone(platform, body.phone);
      if (!account) refuse('该手机号未绑定机构账号');
      if (body.smsCode !== DEMO_SMS_CODE) refuse('验证码错误或已过期');
      return signIn(platform, account);
    },
    loginByUcToken: ({ platform, body }) => {
      const account = consumeUcToken(platform, body.ucToken);
      if (!account) refuse('登录凭证无效或已过期，请重新登录');
      return signIn(platform, account);
    },
    loginByAccount: ({ platform, body }) => {
      // The account centre's one-time ticket is issued like a ucToken.
      const account = consumeUcToken(platform, body.ticket);
      if (!account) refuse('登录凭证无效或已过期，请重新登录');
      return signIn(platform, account);
    },
    loginByPushToken: ({ platform, body }) => {
      const session = findSessionByPushToken(platform, body.wsNotificationToken);
      const account = session && findAccount(platform, session.account);
      if (!session || !account) refuse('登录信息已失效，请重新登录');
      const refusal = loginRefusal(platform, account);
      if (refusal) refuse(refusal);
      return loginResult(account, session);
    },
  }),
  mainRoutes({
    getLoginContext: ({ account, session }) => loginResult(account, session),
    logout: ({ platform, session }) => {
      endSession(platform, session.token);
      return true;
    },
  }),
];
