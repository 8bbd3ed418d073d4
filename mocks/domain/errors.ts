/**
 * The one way a business area says no: throw a BusinessError with the Chinese text the client
 * shows. The route helper (mocks/handlers/route.ts) turns it into the gateway's error envelope,
 * `{ success: false, code, msg, data: null }`: at HTTP 200 on the main gateway (its business
 * failures are envelopes), at the error's `status` on the chat gateway (404 unknown chat, 403 not a
 * member, 400 bad input), and anything the domain throws inside a route undoes that route's writes.
 */

/** Envelope code of a refusal; never 1001/1002, which the client takes for a lost session. */
export const BUSINESS_ERROR_CODE = '400';

export class BusinessError extends Error {
  /** HTTP status on the chat gateway (the main gateway always answers 200). */
  readonly status: number;
  readonly code: string;

  constructor(message: string, options: { status?: number; code?: string } = {}) {
    super(message);
    this.name = 'BusinessError';
    this.status = options.status ?? 400;
    this.code = options.code ?? (options.status && options.status !== 400 ? String(options.status) : BUSINESS_ERROR_CODE);
  }
}

/** Refuses with `msg` (e.g. `refuse('订单不存在')`, `refuse('您不在该会话中', 403)`). */
export function refuse(msg: string, status?: number): never {
  throw new BusinessError(msg, { status });
}

export function isBusinessError(error: unknown): error is BusinessError {
  return error instanceof BusinessError;
}

/** The row, or a refusal saying what is missing (`found(orders.get(id), '订单不存在')`). */
export function found<T>(row: T | undefined | null, msg: string, status?: number): T {
  if (row === undefined || row === null) refuse(msg, status);
  return row;
}
