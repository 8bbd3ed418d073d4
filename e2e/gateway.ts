/**
 * The sandbox's main gateway, called from the test runner as the client calls it (signed, with
 * the signed-in account's token), through openapi-fetch over the generated paths: a test that
 * needs a seeded row (a real id for a detail route) asks the platform for it instead of
 * hard-coding one. The calls go through the contract check like the client's own.
 */
import type { Page } from '@playwright/test';
import createClient, { type Client } from 'openapi-fetch';
import type { paths as MainGatewayPaths } from '../generated/openapi/main-gateway.ts';
// The e2e build's own profile: the appid and secret the sandbox-profile client signs with.
import { profileConfig } from '../src/lib/config/profiles/sandbox.ts';
import { requestSignature } from '../src/lib/http/signing.ts';
import { SANDBOX } from './fixtures.ts';

export type MainGateway = Client<MainGatewayPaths>;

/** A main-gateway client signed like the client's requests, acting with `token`. */
export function mainGateway(token: string): MainGateway {
  const client = createClient<MainGatewayPaths>({ baseUrl: SANDBOX });
  client.use({
    async onRequest({ request }) {
      const auth = { appid: profileConfig.appId, nonce: crypto.randomUUID().replaceAll('-', ''), timestamp: Math.floor(Date.now() / 1000) };
      request.headers.set('accept', 'application/json');
      request.headers.set('appid', auth.appid);
      request.headers.set('nonce', auth.nonce);
      request.headers.set('timestamp', String(auth.timestamp));
      request.headers.set('deviceid', 'e2e-route-sweep');
      request.headers.set('signature', await requestSignature(request.url, auth, profileConfig.appSecret));
      request.headers.set('token', token);
      return request;
    },
  });
  return client;
}

/** The envelope's data of a successful call; anything else fails the test with the platform's message. */
export async function dataOf<T>(
  call: Promise<{ data?: { success: boolean; msg?: string | null; data: T }; response: Response }>,
): Promise<T> {
  const { data, response } = await call;
  if (!data?.success) throw new Error(`${response.url}: ${response.status} ${data?.msg ?? 'no envelope'}`);
  return data.data;
}

/** The token the signed-in page stored, to call the gateway as that person. */
export async function tokenOf(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('hospital-client:token'));
  if (!stored) throw new Error('signing in stored no token');
  return JSON.parse(stored) as string;
}
