/**
 * What the fault-injection suites share (the socket level in src/lib/realtime/fault-injection.test.ts,
 * the screen in src/app/realtime/screen-chaos.test.tsx): timings scaled down so a schedule
 * takes about a second, a seeded dice so a failing schedule replays, and who talks in a chat.
 */
import fc from 'fast-check';
import type { SandboxChat } from '@mocks/db/state.ts';
import type { SandboxPlatform } from '@mocks/platform.ts';
import { MAIN, startServer, type TestServer } from '@mocks/realtime/test-support.ts';
import type { FaultNetwork } from './fault-network.ts';

/** The sandbox socket server's: idle after 500 ms, unacknowledged frames resent after 150 ms. */
export const SERVER_TIMINGS = { idleTimeoutMs: 500, resendDelayMs: 150, maxResends: 3 };

/** The chat client's: keepalive 150 ms, dead after 400 ms, backoff 20–400 ms. */
export const CLIENT_TIMINGS = {
  keepaliveMs: 150,
  deadMs: 400,
  backoff: { baseMs: 20, capMs: 400 },
  resumeAfterHiddenMs: 250,
  stableMs: 300,
  resendMs: 150,
  // Lost ACKs are part of the schedule: keep resending until the ACK gets through.
  maxResends: 10_000,
};

/** A schedule's sandbox socket server, restarted on its own port as a deploy does (clients reconnect to the same address). */
export class ChaosServer {
  private constructor(
    private readonly platform: SandboxPlatform,
    private server: TestServer,
  ) {}

  static async start(platform: SandboxPlatform): Promise<ChaosServer> {
    return new ChaosServer(platform, await startServer(platform, SERVER_TIMINGS));
  }

  get port(): number {
    return this.server.port;
  }

  get hub(): TestServer['hub'] {
    return this.server.hub;
  }

  close(): Promise<void> {
    return this.server.close();
  }

  /** Down for `downMs` (waited with the suite's own sleep: the screen's runs inside React's act). */
  async restart(downMs: number, sleep: (ms: number) => Promise<unknown>): Promise<void> {
    const port = this.server.port;
    await this.server.close();
    await sleep(downMs);
    this.server = await startServer(this.platform, SERVER_TIMINGS, port);
  }
}

/** The steps both suites' schedules hold: link faults, and a pause. */
export type SharedStep =
  | { kind: 'break' }
  | { kind: 'half-open' }
  | { kind: 'restart'; downMs: number }
  | { kind: 'drop'; missed: number }
  | { kind: 'wait'; ms: number };

/**
 * Every link closed at once, every link left open but silent, the server restarted (counted in
 * `totals`), the account's socket dropped by the server with `missed` events it will not replay,
 * or nothing for a while.
 */
export async function runSharedStep(
  step: SharedStep,
  network: FaultNetwork,
  server: ChaosServer,
  totals: { restarts: number },
  sleep: (ms: number) => Promise<unknown>,
): Promise<void> {
  if (step.kind === 'break') network.breakAll();
  else if (step.kind === 'half-open') network.halfOpenAll();
  else if (step.kind === 'drop') server.hub.disconnect(MAIN, step.missed);
  else if (step.kind === 'wait') await sleep(step.ms);
  else {
    totals.restarts += 1;
    await server.restart(step.downMs, sleep);
  }
}

/** A small seeded PRNG (mulberry32), so a failing schedule replays with the same fault dice. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** Someone in the chat other than `imId`, a customer where there is one (not staff or a bot). */
export function otherMember(chat: SandboxChat, imId: string): string {
  const others = chat.members.filter((m) => m.userId !== imId);
  return (others.find((m) => m.userType !== 2 && m.userType !== 4) ?? others[0])?.userId as string;
}

/**
 * How many schedules and from which seed: `npm test` runs a fixed-seed sample of `sample`, so a
 * run is repeatable; `npm run chaos -- --schedules N [--seed S]` (scripts/chaos.ts) sets these.
 */
export function chaosRun(sample: number, defaultSeed: number): { schedules: number; seed: number } {
  return { schedules: Number(process.env.CHAOS_SCHEDULES ?? sample), seed: Number(process.env.CHAOS_SEED ?? defaultSeed) };
}

/**
 * Runs `run` over `schedules` random schedules from `seed`, then prints `report()` with the time
 * taken, failed or not. Real sockets and real time: no shrinking marathon on a failure (the
 * printed seed and path replay it).
 */
export async function assertSchedules<T>(
  arbitrary: fc.Arbitrary<T>,
  run: (schedule: T) => Promise<void>,
  { schedules, seed, report }: { schedules: number; seed: number; report: () => string },
): Promise<void> {
  const started = Date.now();
  try {
    // CHAOS_PATH (the path a failure printed, with its seed) replays that one schedule.
    const path = process.env.CHAOS_PATH;
    await fc.assert(fc.asyncProperty(arbitrary, run), { numRuns: schedules, seed, endOnFailure: true, ...(path ? { path } : {}) });
  } finally {
    console.log(`${report()}; ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
