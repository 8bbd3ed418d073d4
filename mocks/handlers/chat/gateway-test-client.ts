/**
 * Calls the chat gateway's handlers the way the client does (used by *.test.ts only): signed in as
 * a seeded account (a session made on first use), every answer checked against the contract.
 */
import { getResponse } from 'msw';
import { expect } from 'vitest';
import { createSession } from '../../domain/session.ts';
import type { TestPlatform } from '../../realtime/test-support.ts';
import { MAIN } from '../../realtime/test-support.ts';
import { routeHandler } from '../route.ts';
import { responseProblems } from './contract-check.ts';
import { chatRouteTables } from './index.ts';

export const CHAT_GATEWAY_BASE = 'http://127.0.0.1:4010/imclient-hospital/api/v1';

export interface GatewayCall {
  /** The account signed in (demo-main by default); null: no token. */
  as?: string | null;
  /** A token as given (an unknown one), instead of the account's. */
  token?: string;
  body?: unknown;
}

export interface GatewayAnswer<T> {
  status: number;
  body: { success: boolean; code: string; msg: string; data: T };
}

export function chatGatewayClient(t: TestPlatform) {
  const tokens: Record<string, string> = {};
  const tokenOf = (account: string) => (tokens[account] ??= createSession(t.platform, t.account(account)).token);

  async function call<T = unknown>(method: string, path: string, { as = MAIN, token, body }: GatewayCall = {}): Promise<GatewayAnswer<T>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token !== undefined) headers.token = token;
    else if (as) headers.token = tokenOf(as);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const request = new Request(`${CHAT_GATEWAY_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const response = await getResponse([routeHandler(t.platform, chatRouteTables)], request);
    if (!response) throw new Error(`no handler for ${method} ${path}`);
    const json = (await response.json()) as GatewayAnswer<T>['body'];
    expect(responseProblems(method, request.url, response.status, json), `${method} ${path} → ${response.status}`).toEqual([]);
    return { status: response.status, body: json };
  }

  /** A call that must succeed: its `data`. */
  async function data<T>(method: string, path: string, options?: GatewayCall): Promise<T> {
    const result = await call<T>(method, path, options);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body).toMatchObject({ success: true, code: '0', msg: 'ok' });
    return result.body.data;
  }

  return { call, data };
}
