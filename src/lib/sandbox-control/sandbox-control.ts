/**
 * Client of the sandbox platform's control API (`/__sandbox/`), for the sandbox panel. Only the
 * sandbox profile has a sandbox; the panel that uses this is never part of other builds.
 */
import { config } from '../config/config.ts';

export const SANDBOX_ACCOUNTS = ['demo-main', 'demo-sub', 'demo-restricted'] as const;

export const FAULT_KINDS = [
  'http-401',
  'http-404',
  'http-500',
  'http-502',
  'http-504',
  'code-1001',
  'code-1002',
  'network',
  'business-error',
  'delay',
] as const;

export class SandboxControlError extends Error {}

export async function sandboxControl<T = unknown>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: object): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${config.mainGatewayUrl}/__sandbox/${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new SandboxControlError('sandbox platform not reachable');
  }
  const payload = (await response.json().catch(() => ({}))) as { error?: string };
  if (!response.ok) throw new SandboxControlError(payload.error ?? `HTTP ${response.status}`);
  return payload as T;
}
