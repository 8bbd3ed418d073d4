/**
 * Shared plumbing of the stateful main-gateway handlers: envelopes, the signed-in account of a
 * request, body and query parsing, and `route`, which turns a domain function into an MSW handler
 * (business refusals thrown by the domain become `success: false` envelopes at HTTP 200).
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { SandboxAccount, SandboxSession } from '../../db/state.ts';
import { findAccount, findSessionByToken } from '../../domain/session.ts';
import type { SandboxPlatform } from '../../platform.ts';

/** Envelope code of a refused business action (never containing 1001/1002, which mean a lost session). */
export const BUSINESS_ERROR_CODE = '400';

export function ok<T>(data: T): Response {
  return HttpResponse.json({ success: true, code: '0', msg: 'ok', data });
}

export function fail(msg: string, code = BUSINESS_ERROR_CODE): Response {
  return HttpResponse.json({ success: false, code, msg, data: null });
}

export function unauthorized(): Response {
  return HttpResponse.json({ success: false, code: '1002', msg: '登录信息已失效，请重新登录', data: null }, { status: 401 });
}

/** A refusal thrown by the domain modules (`name === 'BusinessError'`). */
export function isBusinessError(error: unknown): error is Error {
  return error instanceof Error && error.name === 'BusinessError';
}

export interface RouteContext {
  platform: SandboxPlatform;
  request: Request;
  query: URLSearchParams;
  /** Parsed JSON body; `{}` when there is none or it is not JSON. */
  body: Record<string, unknown>;
  session?: SandboxSession;
  account?: SandboxAccount;
}

export interface AuthedContext extends RouteContext {
  session: SandboxSession;
  account: SandboxAccount;
}

async function readJson(request: Request): Promise<Record<string, unknown>> {
  if (request.method === 'GET' || request.method === 'HEAD') return {};
  const text = await request.text();
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

type Method = 'get' | 'post' | 'put' | 'delete';

/** The signed-in account of a request (live token), if any. */
export function signedIn(platform: SandboxPlatform, request: Request): { session: SandboxSession; account: SandboxAccount } | undefined {
  const session = findSessionByToken(platform, request.headers.get('token'));
  const account = session && findAccount(platform, session.account);
  return session && account ? { session, account } : undefined;
}

/** A handler for an operation that needs a signed-in account (every one but the login calls). */
export function route(platform: SandboxPlatform, method: Method, path: string, resolve: (ctx: AuthedContext) => unknown): HttpHandler {
  return http[method](`*${path}`, async ({ request }) => {
    const who = signedIn(platform, request);
    if (!who) return unauthorized();
    const ctx: AuthedContext = { platform, request, query: new URL(request.url).searchParams, body: await readJson(request), ...who };
    return answer(() => resolve(ctx));
  });
}

/** A handler for an operation that needs no token (login calls, SMS code); the resolver answers itself. */
export function publicRoute(
  platform: SandboxPlatform,
  method: Method,
  path: string,
  resolve: (ctx: RouteContext) => Response | Promise<Response>,
): HttpHandler {
  return http[method](`*${path}`, async ({ request }) => {
    const ctx: RouteContext = {
      platform,
      request,
      query: new URL(request.url).searchParams,
      body: await readJson(request),
      ...signedIn(platform, request),
    };
    try {
      return await resolve(ctx);
    } catch (error) {
      if (isBusinessError(error)) return fail(error.message);
      throw error;
    }
  });
}

async function answer(run: () => unknown): Promise<Response> {
  try {
    const result = await run();
    return result instanceof Response ? result : ok(result);
  } catch (error) {
    if (isBusinessError(error)) return fail(error.message);
    throw error;
  }
}

// ---- reading values -------------------------------------------------------------------------

export function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

export function int(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return Math.trunc(value);
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value.trim());
  return undefined;
}

export function bool(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return undefined;
}

export function ints(value: unknown): number[] {
  return Array.isArray(value) ? value.map(int).filter((n): n is number => n !== undefined) : [];
}

export function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** A query parameter, undefined when absent or empty. */
export function q(query: URLSearchParams, name: string): string | undefined {
  const value = query.get(name);
  return value === null || value === '' ? undefined : value;
}

/** A required id (query or body); refuses the call when it is missing. */
export function requireId(value: unknown, name = 'id'): number {
  const id = int(value);
  if (id === undefined) throw Object.assign(new Error(`缺少参数 ${name}`), { name: 'BusinessError' });
  return id;
}
