/**
 * The gateway envelope as tests and stories answer it. Browser-safe (no Node or Vitest imports):
 * Storybook's stories use it too, through src/testing/gateway-handlers.ts.
 *
 * `success(data)` is a success body, what a generated MSW handler factory takes as its override;
 * `ok(data)` and `failure(msg)` are whole responses, for resolvers that answer more than a body.
 */
import { HttpResponse } from 'msw';

export interface SuccessBody<T> {
  success: true;
  code: '0';
  msg: string;
  data: T;
}

export function success<T>(data: T): SuccessBody<T> {
  return { success: true, code: '0', msg: 'ok', data };
}

export function ok<T>(data: T, init?: ResponseInit) {
  return HttpResponse.json(success(data), init);
}

/** A business failure: HTTP 200 (unless `init` says otherwise) with `success: false` and the text to show. */
export function failure(msg: string, code = '500', init?: ResponseInit) {
  return HttpResponse.json({ success: false, code, msg, data: null }, init);
}
