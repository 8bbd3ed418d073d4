/**
 * The response envelope of both gateways: `{ success, code, msg, data }`
 * (contracts/shared/common.yaml). A call succeeds only when `success === true`; a truthy string
 * like "true" or a missing flag is a failure, whatever the HTTP status says.
 */

export interface Envelope<T = unknown> {
  success: boolean;
  code: string;
  msg: string;
  data: T;
}

/** What we can rely on in a body that claims to be an envelope; gateways omit fields on errors. */
export interface EnvelopeLike {
  success?: unknown;
  code?: unknown;
  msg?: unknown;
  data?: unknown;
}

export function isEnvelopeLike(value: unknown): value is EnvelopeLike {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && ('success' in value || 'msg' in value || 'code' in value);
}

export function isSuccessEnvelope(value: unknown): value is Envelope {
  return isEnvelopeLike(value) && value.success === true;
}

/** The msg to show, when the body has a non-blank one. */
export function envelopeMessage(value: EnvelopeLike): string | undefined {
  return typeof value.msg === 'string' && value.msg.trim() !== '' ? value.msg : undefined;
}

export function envelopeCode(value: EnvelopeLike): string {
  return value.code === undefined || value.code === null ? '' : String(value.code);
}

/** Section 8: a response code *containing* 1001 or 1002 means the session is invalid. */
export function isSessionInvalidCode(code: string): boolean {
  return code.includes('1001') || code.includes('1002');
}

/** Section 8: the msg the gateway sends when our timestamp is outside its window. */
export const TIMESTAMP_ERROR_MSG = 'invalid or error timestamp';

export function isTimestampError(msg: string | undefined): boolean {
  return msg !== undefined && msg.trim().toLowerCase() === TIMESTAMP_ERROR_MSG;
}
