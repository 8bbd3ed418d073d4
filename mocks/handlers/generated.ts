/**
 * The contract-valid fallback: orval's generated MSW handlers with example data for every
 * operation of both gateways. Stateful sandbox handlers come first; whatever no flow makes
 * stateful yet is answered from here.
 */
import type { HttpHandler, RequestHandler } from 'msw';
import * as chat from '@generated/chat/index.msw';
import * as main from '@generated/main/index.msw';

/** Path parameters in a handler's path (`/chats/:id` has one). */
function parameterCount(handler: RequestHandler): number {
  const path = String((handler as HttpHandler).info.path);
  return (path.match(/\/:/g) ?? []).length;
}

/**
 * Static paths before parameterised ones: otherwise `GET /chats/:id` answers
 * `GET /chats/unread_message`, because MSW takes the first handler that matches.
 */
export function orderBySpecificity(handlers: RequestHandler[]): RequestHandler[] {
  return handlers
    .map((handler, index) => ({ handler, index, params: parameterCount(handler) }))
    .sort((a, b) => a.params - b.params || a.index - b.index)
    .map(({ handler }) => handler);
}

export function generatedHandlers(): RequestHandler[] {
  return orderBySpecificity([...Object.values(main), ...Object.values(chat)].flatMap((factory) => factory() as RequestHandler[]));
}
