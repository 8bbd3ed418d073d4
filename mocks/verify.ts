/**
 * What the real gateways check before any call (GUIDE.md section 3), so the client's signing,
 * clock correction and 401 handling are exercised for real:
 * - appid must be `sandbox-app` and the signature must match the query plus appid, nonce and
 *   timestamp signed with `sandbox-secret`, else the envelope `success: false`, msg `invalid signature`;
 * - the timestamp may be at most 300 s away from the sandbox clock (`platform.now()`), else msg
 *   `invalid or error timestamp` (the client then corrects its clock from the Date header);
 * - a missing or expired token on an operation whose contract security names `token` is HTTP 401.
 * Signing itself is the client's own module (src/lib/http/signing.ts), never a second copy.
 */
import { validateFetchRequest } from './contract/validate.ts';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { canonicalString, requestSigningParams, sha1Base64 } from '../src/lib/http/signing.ts';
import { findOperation, isGatewayPath } from './contract/operations.ts';
import type { SandboxSession } from './db/state.ts';
import { findSessionByToken } from './domain/session.ts';
import type { SandboxPlatform } from './platform.ts';

export const SANDBOX_APPID = 'sandbox-app';
export const SANDBOX_SECRET = 'sandbox-secret';
/** Largest accepted distance between the request's timestamp and the sandbox clock. */
export const TIMESTAMP_TOLERANCE_SECONDS = 300;

export type VerificationFailureReason = 'invalid signature' | 'invalid or error timestamp' | 'unauthorized';

export type VerificationResult =
  { ok: true; session?: SandboxSession } | { ok: false; reason: VerificationFailureReason; status: 200 | 401 };

/**
 * Envelope codes of the failures. None contains 1001 or 1002 except the 401 one, because the
 * client treats such codes as a lost session (specification section 8).
 */
export const VERIFICATION_CODES: Record<VerificationFailureReason, string> = {
  'invalid signature': '4031',
  'invalid or error timestamp': '4032',
  unauthorized: '1002',
};

const UNAUTHORIZED_MSG = '登录信息已失效，请重新登录';

/** Checks a gateway request; the session is returned when the request carries a live token. */
export async function verifyRequest(platform: SandboxPlatform, request: Request): Promise<VerificationResult> {
  const headers = request.headers;
  const appid = headers.get('appid');
  const nonce = headers.get('nonce');
  const timestamp = headers.get('timestamp');
  const signature = headers.get('signature');

  if (appid !== SANDBOX_APPID) return { ok: false, reason: 'invalid signature', status: 200 };

  const seconds = timestamp !== null && /^\d{1,12}$/.test(timestamp.trim()) ? Number(timestamp.trim()) : Number.NaN;
  if (!Number.isFinite(seconds) || Math.abs(seconds * 1000 - platform.now()) > TIMESTAMP_TOLERANCE_SECONDS * 1000) {
    return { ok: false, reason: 'invalid or error timestamp', status: 200 };
  }

  if (!nonce || !signature || timestamp === null) return { ok: false, reason: 'invalid signature', status: 200 };
  const expected = await sha1Base64(canonicalString(requestSigningParams(request.url, { appid, nonce, timestamp }), SANDBOX_SECRET));
  if (expected !== signature) return { ok: false, reason: 'invalid signature', status: 200 };

  const session = findSessionByToken(platform, headers.get('token'));
  // Unknown paths are treated like the contract's default security: a token is needed.
  const needsToken = findOperation(request.method, request.url)?.needsToken ?? true;
  if (needsToken && !session) return { ok: false, reason: 'unauthorized', status: 401 };
  return session ? { ok: true, session } : { ok: true };
}

/** The gateway's answer to a failed verification. */
export function verificationFailureResponse(result: Extract<VerificationResult, { ok: false }>): Response {
  const msg = result.reason === 'unauthorized' ? UNAUTHORIZED_MSG : result.reason;
  return HttpResponse.json({ success: false, code: VERIFICATION_CODES[result.reason], msg, data: null }, { status: result.status });
}

/**
 * The first sandbox handler: records every gateway request into the platform's request log and
 * answers failed verifications; valid requests fall through to the next handler. Requests
 * outside the gateways (control API, account centre, sockets, assets) pass untouched.
 */
export function verificationHandler(platform: SandboxPlatform): HttpHandler {
  return http.all('*', async ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'OPTIONS' || !isGatewayPath(url.pathname)) return undefined;
    const result = await verifyRequest(platform, request);
    // Every request the client sends is also checked against the contract; the end-to-end tests
    // fail on any violation (GET /__sandbox/contract-violations).
    const contract = await validateFetchRequest(request);
    platform.recordRequest({
      contract: contract.ok ? { ok: true } : { ok: false, errors: contract.errors },
      at: new Date(platform.now()).toISOString(),
      method: request.method,
      url: request.url,
      headers: Object.fromEntries(request.headers.entries()),
      verification: result.ok ? { ok: true } : { ok: false, reason: result.reason },
      ...(result.ok ? {} : { status: result.status }),
    });
    return result.ok ? undefined : verificationFailureResponse(result);
  });
}
