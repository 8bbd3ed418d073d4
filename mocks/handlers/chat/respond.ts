/**
 * What every stateful chat gateway handler shares: the base path, the envelope, the viewer from
 * the `token` header (401 without one), query and body parsing with 400 on bad input, paging as
 * the specification says, and ChatError refusals as error envelopes.
 */
import { HttpResponse, type HttpResponseResolver } from 'msw';
import type { ErrorEnvelope } from '@generated/chat/model';
import { ChatError } from '../../domain/chat.ts';
import { findAccount, findSessionByToken } from '../../domain/session.ts';
import type { SandboxAccount } from '../../db/state.ts';
import type { SandboxPlatform } from '../../platform.ts';

/** Every chat gateway path: `{host}/imclient-hospital/api/v1/…` on any host. */
export const CHAT_API = '*/imclient-hospital/api/v1';

export function ok<T>(data: T): Response {
  return HttpResponse.json({ success: true, code: '0', msg: 'ok', data });
}

export function fail(status: number, msg: string, code = String(status)): Response {
  const body: ErrorEnvelope = { success: false, code, msg, data: null };
  return HttpResponse.json(body, { status });
}

/** A request the handler refuses: the status and the text the client shows. */
export class BadRequest extends ChatError {
  constructor(message: string) {
    super(400, message);
  }
}

export interface ViewerContext {
  request: Request;
  url: URL;
  params: Record<string, string | readonly string[] | undefined>;
  account: SandboxAccount;
  /** The viewer's IM id. */
  viewer: string;
}

type Resolver = HttpResponseResolver;

/**
 * A resolver for a call that needs a session: the viewer is the account of the session whose
 * token the `token` header carries; none or an expired one is HTTP 401. ChatErrors become error
 * envelopes with their status.
 */
export function withViewer(platform: SandboxPlatform, handle: (ctx: ViewerContext) => Response | Promise<Response>): Resolver {
  return async ({ request, params }) => {
    const session = findSessionByToken(platform, request.headers.get('token'));
    const account = session ? findAccount(platform, session.account) : undefined;
    if (!session || !account) return fail(401, '登录信息已失效，请重新登录', '1002');
    try {
      return await handle({
        request,
        url: new URL(request.url),
        params: params as ViewerContext['params'],
        account,
        viewer: account.userInfo.imId,
      });
    } catch (error) {
      if (error instanceof ChatError) return fail(error.status, error.message);
      throw error;
    }
  };
}

export function pathParam(ctx: ViewerContext, name: string): string {
  const value = ctx.params[name];
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text !== 'string' || text.length === 0) throw new BadRequest(`缺少参数 ${name}`);
  return decodeURIComponent(text);
}

export function queryString(ctx: ViewerContext, name: string, required: true): string;
export function queryString(ctx: ViewerContext, name: string, required?: false): string | undefined;
export function queryString(ctx: ViewerContext, name: string, required = false): string | undefined {
  const value = ctx.url.searchParams.get(name);
  if (value === null || value === '') {
    if (required) throw new BadRequest(`缺少参数 ${name}`);
    return undefined;
  }
  return value;
}

export function queryBoolean(ctx: ViewerContext, name: string, fallback: boolean): boolean {
  const value = queryString(ctx, name);
  if (value === undefined) return fallback;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new BadRequest(`参数 ${name} 应为 true 或 false`);
}

export function queryInt(ctx: ViewerContext, name: string, fallback: number, min: number, max: number): number {
  const value = queryString(ctx, name);
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new BadRequest(`参数 ${name} 应为 ${min} 到 ${max} 的整数`);
  return n;
}

export async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw new BadRequest('请求体不是有效的 JSON');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new BadRequest('请求体应为 JSON 对象');
  return body as Record<string, unknown>;
}

export function bodyString(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (typeof value !== 'string' || value.length === 0) throw new BadRequest(`缺少参数 ${name}`);
  return value;
}

export function bodyBoolean(body: Record<string, unknown>, name: string): boolean {
  const value = body[name];
  if (typeof value !== 'boolean') throw new BadRequest(`参数 ${name} 应为布尔值`);
  return value;
}

export function bodyStrings(body: Record<string, unknown>, name: string): string[] {
  const value = body[name];
  if (!Array.isArray(value) || value.length === 0 || !value.every((v) => typeof v === 'string' && v.length > 0)) {
    throw new BadRequest(`参数 ${name} 应为非空字符串数组`);
  }
  return value as string[];
}

export function bodyChatType(body: Record<string, unknown>, name = 'chatType', required = true): '0' | '2' | undefined {
  const value = body[name];
  if (value === undefined && !required) return undefined;
  if (value !== '0' && value !== '2') throw new BadRequest(`参数 ${name} 应为 '0' 或 '2'`);
  return value;
}

/**
 * A page of rows as the specification says: when the page size is at least the row count, page 1
 * holds every row; a page past the end is the last page.
 */
export function paginate<T>(rows: readonly T[], page: number, limit: number): { total: number; page: number; limit: number; list: T[] } {
  const total = rows.length;
  const pages = Math.max(1, Math.ceil(total / limit));
  const current = limit >= total ? 1 : Math.min(page, pages);
  return { total, page: current, limit, list: rows.slice((current - 1) * limit, current * limit) };
}
