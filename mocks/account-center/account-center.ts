/**
 * The sandbox's account centre: where web users without a session sign in. It checks the
 * password, issues a one-time token and sends the browser back to the client with `?token=`,
 * which the client exchanges through login by token — the whole web path, end to end.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SandboxPlatform } from '../platform.ts';
import { findAccount, issueUcToken } from '../domain/session.ts';

export const ACCOUNT_CENTER_PREFIX = '/account-center/';
const DEFAULT_RETURN = 'http://127.0.0.1:5173/';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Only the client on this machine may receive tokens (no open redirect). */
export function safeReturnUrl(raw: string | null): string {
  if (!raw) return DEFAULT_RETURN;
  try {
    const url = new URL(raw);
    return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname) && /^https?:$/.test(url.protocol) ? url.toString() : DEFAULT_RETURN;
  } catch {
    return DEFAULT_RETURN;
  }
}

/** Puts `token` in the query string before the hash, where the client's guard looks first. */
export function withToken(returnUrl: string, token: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

function page(returnUrl: string, error?: string, account = ''): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>账号中心 · Account centre</title>
<style>body{font-family:system-ui,sans-serif;background:#f0f5ff;display:grid;place-items:center;height:100vh;margin:0}
form{background:#fff;padding:32px;border-radius:8px;box-shadow:0 2px 12px #0001;width:320px}
label{display:block;margin:12px 0 4px}input{width:100%;box-sizing:border-box;padding:8px;border:1px solid #d9d9d9;border-radius:6px}
button{margin-top:20px;width:100%;padding:10px;background:#1677ff;color:#fff;border:0;border-radius:6px;font-size:15px}
.error{color:#cf1322;margin-top:12px}</style></head>
<body><form method="post" action="${ACCOUNT_CENTER_PREFIX}login">
<h2>账号中心 <small style="font-weight:normal;color:#888">Account centre</small></h2>
<label for="account">账号 Account</label><input id="account" name="account" autocomplete="username" value="${escapeHtml(account)}" required>
<label for="password">密码 Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<input type="hidden" name="redirect" value="${escapeHtml(returnUrl)}">
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<button type="submit">登录 Sign in</button></form></body></html>`;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function handleAccountCenter(
  platform: SandboxPlatform,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<boolean> {
  if (!url.pathname.startsWith(ACCOUNT_CENTER_PREFIX)) return false;
  const html = (status: number, body: string) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    res.end(body);
  };
  if (req.method === 'POST' && url.pathname === `${ACCOUNT_CENTER_PREFIX}login`) {
    const form = await readForm(req);
    const returnUrl = safeReturnUrl(form.get('redirect'));
    const name = form.get('account') ?? '';
    const account = findAccount(platform, name);
    if (!account || account.password !== form.get('password')) {
      html(401, page(returnUrl, '账号或密码错误 · wrong account or password', name));
    } else if (!account.enabled) {
      html(403, page(returnUrl, '账号已停用 · this account is disabled', name));
    } else {
      res.writeHead(302, { location: withToken(returnUrl, issueUcToken(platform, account)) });
      res.end();
    }
    return true;
  }
  html(200, page(safeReturnUrl(url.searchParams.get('redirect'))));
  return true;
}
