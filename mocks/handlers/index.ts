/**
 * Every handler of the sandbox platform, in the order MSW tries them: verification (signature,
 * timestamp, token; records the request log), the served operations of both gateways (one route
 * handler over the route tables, mocks/handlers/route.ts), and last the generated contract-valid
 * example handlers for whatever is not served yet.
 */
import type { RequestHandler } from 'msw';
import type { SandboxPlatform } from '../platform.ts';
import { verificationHandler } from '../verify.ts';
import { chatRouteTables } from './chat/index.ts';
import { faceImageHandlers } from './chat/composer-extras.ts';
import { generatedHandlers } from './generated.ts';
import { fileHandlers } from './main/files.ts';
import { mainRouteTables } from './main/index.ts';
import { mediaHandlers } from './media.ts';
import { routeHandler } from './route.ts';

/** The served operations of both gateways, the file store, and the generated fallback (what Storybook's worker runs). */
export function servedHandlers(platform: SandboxPlatform): RequestHandler[] {
  return [
    routeHandler(platform, [...mainRouteTables, ...chatRouteTables]),
    ...fileHandlers(platform),
    ...mediaHandlers(platform),
    ...faceImageHandlers(),
    ...generatedHandlers(),
  ];
}

/** Verification first, then the served operations and the fallback (the server and Vitest). */
export function sandboxHandlers(platform: SandboxPlatform): RequestHandler[] {
  return [verificationHandler(platform), ...servedHandlers(platform)];
}
