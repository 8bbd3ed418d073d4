/**
 * The sandbox platform inside Storybook's browser worker: the same stateful handlers and seeded
 * data as the server (a small scale, so the gallery starts fast), with demo-main signed in so
 * pages render real data. Request verification is left to the server and Vitest: the gallery is
 * about what pages show.
 */
import type { RequestHandler } from 'msw';
import { createSeedState } from './db/seed.ts';
import { createSession, findAccount } from './domain/session.ts';
import { chatHandlers } from './handlers/chat/index.ts';
import { generatedHandlers } from './handlers/generated.ts';
import { mainHandlers } from './handlers/main/index.ts';
import { SandboxPlatform } from './platform.ts';

const platform = new SandboxPlatform({ state: createSeedState({ scale: 0.05 }) });
const account = findAccount(platform, 'demo-main');
if (!account) throw new Error('the seed has no demo-main');
const session = createSession(platform, account);

/** The signed-in session stories run as. */
export const storybookSession = { token: session.token, pushToken: session.pushToken, account };

export function storybookHandlers(): RequestHandler[] {
  return [...mainHandlers(platform), ...chatHandlers(platform), ...generatedHandlers()];
}
