/**
 * The one way a gateway operation is served: a resolver registered under its operationId. The
 * method and path come from the bundled contract (nobody types a path), the request body, query
 * and path parameters and the answer's `data` are typed from the generated contract types, and
 * every resolver gets the same treatment:
 * - a signed-in account (HTTP 401 without a live token) unless the contract lets the operation
 *   run without one, in which case it must be registered with `publicRoutes`;
 * - the request checked against the contract, query and path parameters coerced to their declared
 *   types (`?page=2` arrives as 2); a request the contract refuses is a 400 refusal saying why;
 * - one transaction: a BusinessError (or any error) undoes everything the resolver wrote;
 * - the envelope: `{ success: true, code: '0', msg: 'ok', data }`, or the BusinessError's
 *   `{ success: false, code, msg, data: null }` (HTTP 200 on the main gateway, the error's status
 *   on the chat gateway).
 * All registered routes are served by one MSW handler that finds the operation once per request;
 * operations nobody registered fall through to the next handler (the generated examples).
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { operations as ChatOperations } from '@generated/openapi/chat-gateway.ts';
import type { operations as MainOperations } from '@generated/openapi/main-gateway.ts';
import type { Gateway } from '../contract/documents.ts';
import { findOperation, operationById } from '../contract/operations.ts';
import { readFetchBody, validateRequest } from '../contract/validate.ts';
import type { SandboxAccount, SandboxSession } from '../db/state.ts';
import { BusinessError } from '../domain/errors.ts';
import { findAccount, findSessionByToken } from '../domain/session.ts';
import type { SandboxPlatform } from '../platform.ts';
import { withServedSeedMedia } from '../domain/seed-media.ts';

type JsonContent<T> = T extends { content: { 'application/json': infer B } }
  ? B
  : T extends { content: { 'multipart/form-data': unknown } }
    ? FormData
    : undefined;

/** The request body an operation takes (undefined when it takes none). */
export type BodyOf<Op> = Op extends { requestBody: infer R }
  ? JsonContent<R>
  : Op extends { requestBody?: infer R }
    ? JsonContent<NonNullable<R>> | undefined
    : undefined;
type ParamsOf<Op, Where extends 'query' | 'path'> = Op extends { parameters: { [K in Where]?: infer P } }
  ? [P] extends [never]
    ? Record<string, never>
    : NonNullable<P>
  : Record<string, never>;
/** Query parameters, coerced to their declared types. */
export type QueryOf<Op> = ParamsOf<Op, 'query'>;
/** Path parameters, decoded. */
export type PathOf<Op> = ParamsOf<Op, 'path'>;
/** The `data` of the operation's success envelope. */
export type DataOf<Op> = Op extends { responses: { 200: { content: { 'application/json': infer E } } } }
  ? E extends { data: infer D }
    ? D
    : unknown
  : unknown;

export interface PublicContext<Op> {
  platform: SandboxPlatform;
  request: Request;
  query: QueryOf<Op>;
  path: PathOf<Op>;
  body: BodyOf<Op>;
  /**
   * The bytes of a multipart body's files, by field name: read before the resolver runs, because
   * a resolver is synchronous (its writes are one transaction) and a file's bytes arrive async.
   */
  files: ReadonlyMap<string, Uint8Array>;
  /** Present when the request carries a live token anyway. */
  account?: SandboxAccount;
  session?: SandboxSession;
}

export interface RouteContext<Op> extends PublicContext<Op> {
  account: SandboxAccount;
  session: SandboxSession;
}

/** Answers the operation's `data`, or a whole Response (downloads, special envelopes). */
export type Resolver<Op> = (ctx: RouteContext<Op>) => DataOf<Op> | Response;
export type PublicResolver<Op> = (ctx: PublicContext<Op>) => DataOf<Op> | Response;

type Routes<Ops> = { [K in keyof Ops]?: Resolver<Ops[K]> };
type PublicRoutes<Ops> = { [K in keyof Ops]?: PublicResolver<Ops[K]> };

export interface RouteTable {
  gateway: Gateway;
  /** Operations the contract lets run without a token (sign-in calls). */
  public: boolean;
  routes: Record<string, (ctx: RouteContext<unknown>) => unknown>;
}

const table = (gateway: Gateway, isPublic: boolean, routes: object): RouteTable => ({
  gateway,
  public: isPublic,
  routes: routes as RouteTable['routes'],
});

/** Main-gateway operations that need a signed-in account, by operationId. */
export const mainRoutes = (routes: Routes<MainOperations>): RouteTable => table('main', false, routes);
/** Main-gateway operations the contract lets run without a token (sign-in, SMS code). */
export const publicMainRoutes = (routes: PublicRoutes<MainOperations>): RouteTable => table('main', true, routes);
/** Chat-gateway operations, by operationId. */
export const chatRoutes = (routes: Routes<ChatOperations>): RouteTable => table('chat', false, routes);

const success = <T>(data: T) => ({ success: true, code: '0', msg: 'ok', data });

export function ok<T>(data: T): Response {
  return HttpResponse.json(success(data));
}

/** `ok`, with seeded media URLs on the sandbox's own host (mocks/domain/seed-media.ts). */
function okWithMedia(data: unknown, origin: string): Response {
  const text = withServedSeedMedia(JSON.stringify(success(data)), origin);
  return new HttpResponse(text, { headers: { 'content-type': 'application/json' } });
}

/** The error envelope of a refusal, at the status its gateway uses. */
export function refusal(error: BusinessError, gateway: Gateway): Response {
  return HttpResponse.json(
    { success: false, code: error.code, msg: error.message, data: null },
    { status: gateway === 'chat' ? error.status : 200 },
  );
}

export const UNAUTHORIZED_MSG = '登录信息已失效，请重新登录';

export function unauthorized(): Response {
  return HttpResponse.json({ success: false, code: '1002', msg: UNAUTHORIZED_MSG, data: null }, { status: 401 });
}

/** The signed-in account of a request (a live token), if any. */
export function signedIn(platform: SandboxPlatform, request: Request): { session: SandboxSession; account: SandboxAccount } | undefined {
  const session = findSessionByToken(platform, request.headers.get('token'));
  const account = session && findAccount(platform, session.account);
  return session && account ? { session, account } : undefined;
}

interface Entry {
  gateway: Gateway;
  isPublic: boolean;
  pathParams: string[];
  resolve: (ctx: RouteContext<unknown>) => unknown;
}

/** The one MSW handler serving every registered operation of `tables`. */
export function routeHandler(platform: SandboxPlatform, tables: readonly RouteTable[]): HttpHandler {
  const entries = new Map<string, Entry>();
  for (const t of tables) {
    for (const [operationId, resolve] of Object.entries(t.routes)) {
      const op = operationById(t.gateway, operationId);
      if (!op) throw new Error(`"${operationId}" is not an operation of the ${t.gateway} gateway contract`);
      if (op.needsToken === t.public) {
        throw new Error(
          `"${operationId}" ${op.needsToken ? 'needs a token: register it with mainRoutes' : 'runs without a token: register it with publicMainRoutes'}`,
        );
      }
      const key = `${t.gateway}:${operationId}`;
      if (entries.has(key)) throw new Error(`"${operationId}" is registered twice`);
      entries.set(key, { gateway: t.gateway, isPublic: t.public, pathParams: op.pathParams, resolve });
    }
  }

  return http.all('*', async ({ request }) => {
    const match = findOperation(request.method, request.url);
    const entry = match && entries.get(`${match.gateway}:${match.operationId}`);
    if (!match || !entry) return undefined;
    const who = signedIn(platform, request);
    if (!who && !entry.isPublic) return unauthorized();
    try {
      const read = await readFetchBody(request);
      if ('error' in read) throw new BusinessError('请求体不是有效的 JSON');
      const checked = validateRequest(request.method, request.url, { body: read.body, contentType: read.contentType });
      if (!checked.ok) throw new BusinessError(`请求参数不正确：${checked.errors.join('；')}`);
      const query: Record<string, unknown> = {};
      const path: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(checked.params)) (entry.pathParams.includes(name) ? path : query)[name] = value;
      const files = new Map<string, Uint8Array>();
      if (typeof FormData !== 'undefined' && read.body instanceof FormData) {
        for (const [name, value] of read.body.entries()) {
          if (typeof value !== 'string') files.set(name, new Uint8Array(await value.arrayBuffer()));
        }
      }
      const ctx = { platform, request, query, path, body: read.body, files, ...who } as unknown as RouteContext<unknown>;
      const result = platform.transaction(() => entry.resolve(ctx));
      return result instanceof Response ? result : okWithMedia(result, new URL(request.url).origin);
    } catch (error) {
      if (error instanceof BusinessError) return refusal(error, entry.gateway);
      throw error;
    }
  });
}
