/**
 * Every handler of the sandbox platform, in the order MSW tries them: verification (signature,
 * timestamp, token; records the request log), the stateful main-gateway handlers, the stateful
 * chat-gateway handlers the caller passes in (`chatHandlers(platform)`), and last the generated
 * contract-valid example handlers for whatever is not stateful yet.
 */
import type { RequestHandler } from 'msw';
import type { SandboxPlatform } from '../platform.ts';
import { verificationHandler } from '../verify.ts';
import { generatedHandlers } from './generated.ts';
import { mainHandlers } from './main/index.ts';

export interface SandboxHandlerOptions {
  /** The chat gateway's stateful handlers (mocks/handlers/chat, passed in by the server). */
  chat?: RequestHandler[];
}

export function sandboxHandlers(platform: SandboxPlatform, options: SandboxHandlerOptions = {}): RequestHandler[] {
  return [verificationHandler(platform), ...mainHandlers(platform), ...(options.chat ?? []), ...generatedHandlers()];
}
