/**
 * Test helper: signed gateway requests (signed with the client's own signing module) sent
 * through a handler list with msw's `getResponse`, without a server or network.
 */
import { getResponse, type RequestHandler } from 'msw';
import { requestSignature } from '../../src/lib/http/signing.ts';
import { DEMO_ACCOUNTS } from '../db/accounts.ts';
import { createSession, findAccount } from '../domain/session.ts';
import { SandboxPlatform } from '../platform.ts';
import { MemoryStore } from '../store/index.ts';
import { SANDBOX_APPID, SANDBOX_SECRET } from '../verify.ts';

export const TEST_ORIGIN = 'http://127.0.0.1:4010';
export const CHAT_PREFIX = '/imclient-hospital';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

export interface SignedRequestOptions {
  method?: string;
  query?: Record<string, QueryValue>;
  /** JSON body (or FormData for uploads). */
  body?: unknown;
  token?: string;
  /** Unix seconds; default: the platform's clock. */
  timestamp?: number;
  appid?: string | null;
  nonce?: string;
  secret?: string;
  /** Replaces the computed signature; null leaves the header out. */
  signature?: string | null;
  headers?: Record<string, string>;
}

let nonceCounter = 0;

/** A signed request to a gateway path (`/api/pc/1.0/...` or `/imclient-hospital/api/v1/...`). */
export async function signedRequest(platform: SandboxPlatform, path: string, options: SignedRequestOptions = {}): Promise<Request> {
  const url = new URL(path, TEST_ORIGIN);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) url.searchParams.append(key, String(item));
    else url.searchParams.set(key, String(value));
  }
  const appid = options.appid === undefined ? SANDBOX_APPID : options.appid;
  nonceCounter += 1;
  const nonce = options.nonce ?? `n${nonceCounter.toString(36)}`;
  const timestamp = String(options.timestamp ?? Math.floor(platform.now() / 1000));
  const signature =
    options.signature === undefined
      ? await requestSignature(url, { appid: appid ?? '', nonce, timestamp }, options.secret ?? SANDBOX_SECRET)
      : options.signature;
  const headers = new Headers({ accept: 'application/json', nonce, timestamp, deviceid: 'test-device', ...options.headers });
  if (appid !== null) headers.set('appid', appid);
  if (signature !== null) headers.set('signature', signature);
  if (options.token) headers.set('token', options.token);
  const method = options.method ?? 'GET';
  let body: BodyInit | undefined;
  if (options.body !== undefined && method !== 'GET' && method !== 'HEAD') {
    if (typeof FormData !== 'undefined' && options.body instanceof FormData) body = options.body;
    else {
      body = JSON.stringify(options.body);
      headers.set('content-type', 'application/json');
    }
  }
  return new Request(url, { method, headers, body });
}

export interface CallResult<T = unknown> {
  status: number;
  /** Parsed JSON body (undefined for empty or non-JSON bodies). */
  json: T;
  response: Response;
  request: Request;
}

/** Sends a signed request through `handlers`; throws when no handler answers. */
export async function call<T = { success: boolean; code: string; msg: string; data: unknown }>(
  platform: SandboxPlatform,
  handlers: RequestHandler[],
  path: string,
  options: SignedRequestOptions = {},
): Promise<CallResult<T>> {
  const request = await signedRequest(platform, path, options);
  const response = await getResponse(handlers, request.clone());
  if (!response) throw new Error(`no handler answered ${request.method} ${request.url}`);
  const text = await response.clone().text();
  let json: unknown;
  if ((response.headers.get('content-type') ?? '').includes('json') && text) json = JSON.parse(text);
  return { status: response.status, json: json as T, response, request };
}

/** A fixed moment for tests: 2026-11-22 10:00:00 China Standard Time, two days after the seed's reference day. */
export const TEST_NOW = Date.UTC(2026, 10, 22, 2, 0, 0);

/** A small seeded platform on a controllable clock (`clock.now` can be moved by tests). */
export function testPlatform(options: { scale?: number; now?: number } = {}): { platform: SandboxPlatform; clock: { now: number } } {
  const clock = { now: options.now ?? TEST_NOW };
  const platform = new SandboxPlatform({ store: new MemoryStore(), seed: { scale: options.scale ?? 0.05 }, now: () => clock.now });
  return { platform, clock };
}

/** A signed-in session of a seeded account; returns its token. */
export function tokenFor(platform: SandboxPlatform, account: string = DEMO_ACCOUNTS.main): string {
  const found = findAccount(platform, account);
  if (!found) throw new Error(`no account ${account}`);
  return createSession(platform, found).token;
}

/** Asserts-free check used by tests: the contract's verdict on a call's response. */
export async function contractErrors(result: CallResult): Promise<string[]> {
  const { validateFetchResponse } = await import('./validate.ts');
  return (await validateFetchResponse(result.request, result.response)).errors;
}

export interface Envelope<T = unknown> {
  success: boolean;
  code: string;
  msg: string;
  data: T;
}

/**
 * A signed-in test client over `handlers`: `get`/`post` answer the envelope and throw when the
 * response is not valid against the contract, so every flow test also checks the contract.
 */
export function apiClient(platform: SandboxPlatform, handlers: RequestHandler[], token: string) {
  const send = async <T>(method: string, path: string, options: Omit<SignedRequestOptions, 'method' | 'token'>): Promise<Envelope<T>> => {
    const result = await call<Envelope<T>>(platform, handlers, path, { ...options, method, token });
    const errors = await contractErrors(result);
    if (errors.length > 0) throw new Error(`${method} ${path} answered against the contract: ${errors.join('; ')}`);
    return result.json;
  };
  return {
    get: <T = unknown>(path: string, query: Record<string, QueryValue> = {}) => send<T>('GET', path, { query }),
    post: <T = unknown>(path: string, body: unknown = {}) => send<T>('POST', path, { body }),
  };
}
