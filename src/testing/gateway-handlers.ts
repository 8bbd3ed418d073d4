/**
 * Gateway answers for tests and stories, built on orval's generated MSW handler factories
 * (generated/main/** and generated/chat/**, `*.msw.ts`), so no test or story writes a gateway
 * path by hand (ESLint enforces it) and a renamed or moved operation breaks them at compile time.
 *
 * A factory with an override answers most cases: `getGetUserConfigMockHandler(success([...]))`,
 * or a function of the request (`({ request }) => success(...)`) to look at what was sent.
 * A factory always answers HTTP 200 with a success body; `answer(factory, resolver)` gives the
 * factory's method and path any other answer: a business failure, an HTTP error status, a
 * network error, a delay.
 */
import { HttpHandler, type HttpResponseResolver } from 'msw';

export { failure, ok, success } from './test-envelopes.ts';

/** A generated handler factory: every parameter optional, returns the operation's handler. */
export type HandlerFactory = () => HttpHandler;

/** The operation of `factory` (its method and path) answered by `resolver`. */
export function answer(factory: HandlerFactory, resolver: HttpResponseResolver): HttpHandler {
  const { method, path } = factory().info;
  return new HttpHandler(method, path, resolver);
}
