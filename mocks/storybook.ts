/**
 * The sandbox platform inside Storybook's browser worker: the same served operations and seeded
 * data as the server, on the memory store (a small scale, so the gallery starts fast), with
 * demo-main signed in so pages render real data. The browser has no file system, so the bundled
 * contracts the route helper reads come in as text. Request verification is left to the server
 * and Vitest: the gallery is about what pages show.
 */
import type { RequestHandler } from 'msw';
import chatContract from '../generated/contracts/chat-gateway.openapi.yaml?raw';
import mainContract from '../generated/contracts/main-gateway.openapi.yaml?raw';
import { parseContract, registerContracts } from './contract/documents.ts';
import { createSession, findAccount } from './domain/session.ts';
import { servedHandlers } from './handlers/index.ts';
import { SandboxPlatform } from './platform.ts';
import { MemoryStore } from './store/index.ts';

registerContracts({ main: parseContract(mainContract), chat: parseContract(chatContract) });

const platform = new SandboxPlatform({ store: new MemoryStore(), seed: { scale: 0.05 } });
const account = findAccount(platform, 'demo-main');
if (!account) throw new Error('the seed has no demo-main');
const session = createSession(platform, account);
// The state every story starts from (the seed, demo-main signed in): stories that save something
// would otherwise change what the next one shows when several render in one page (the smoke run).
platform.store.checkpoint();

/** The signed-in session stories run as. */
export const storybookSession = { token: session.token, pushToken: session.pushToken, account };

/** Back to the seed with demo-main signed in, whatever earlier stories saved. */
export function restoreStorybookSandbox(): void {
  platform.store.restoreCheckpoint();
}

export function storybookHandlers(): RequestHandler[] {
  return servedHandlers(platform);
}
