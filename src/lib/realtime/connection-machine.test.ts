import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffCeiling, backoffDelay } from './backoff.ts';
import { type ConnectionState, ConnectionMachine, type MachineTimings, type StateChange, isTerminal } from './connection-machine.ts';
import type { Lifecycle, LifecycleEvent, WebSocketConstructor } from './environment.ts';
import { FakeSocket } from '@/testing/fake-socket.ts';
import { keepaliveFrame, logoutFrame } from './frames.ts';

/** Lifecycle events the test fires by hand. */
function manualLifecycle(): Lifecycle & { fire(event: LifecycleEvent): void; listeners: number } {
  const listeners = new Set<(event: LifecycleEvent) => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    fire(event) {
      for (const l of [...listeners]) l(event);
    },
    get listeners() {
      return listeners.size;
    },
  };
}

interface Rig {
  machine: ConnectionMachine;
  lifecycle: ReturnType<typeof manualLifecycle>;
  states: { state: ConnectionState; change: StateChange }[];
  /** Open the current socket and accept its login. */
  goLive(): FakeSocket;
}

function rig(options: { random?: () => number; timings?: Partial<MachineTimings> } = {}): Rig {
  const lifecycle = manualLifecycle();
  const machine = new ConnectionMachine({
    name: 'test',
    url: 'ws://gw.test/ws',
    WebSocket: FakeSocket as unknown as WebSocketConstructor,
    random: options.random ?? (() => 0.5),
    lifecycle,
    timings: options.timings,
    keepaliveFrame: () => keepaliveFrame('h_1'),
    logoutFrame: () => logoutFrame('h_1'),
  });
  const states: Rig['states'] = [];
  machine.on('state', (state, change) => states.push({ state, change }));
  // The protocol's part: log in on open, accept the login response.
  machine.on('frame', (frame, link) => {
    if (frame.type === 50) machine.loggedIn(link, { sync: false });
  });
  return {
    machine,
    lifecycle,
    states,
    goLive() {
      const socket = FakeSocket.last();
      socket.open();
      socket.receive({ type: 50, dataContent: '{"code":0}' });
      return socket;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.reset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('backoff', () => {
  it('ceilings double from 1 s to a 30 s cap and stay there', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20, 5000].map((a) => backoffCeiling(a))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000, 30000,
    ]);
  });

  it('full jitter: every delay lies in [0, ceiling)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), fc.double({ min: 0, max: 1, noNaN: true }), (attempt, r) => {
        const delay = backoffDelay(attempt, () => r);
        expect(delay).toBeGreaterThanOrEqual(0);
        expect(delay).toBeLessThan(backoffCeiling(attempt));
        expect(Number.isInteger(delay)).toBe(true);
      }),
    );
  });
});

describe('connection machine', () => {
  it('goes idle → connecting → authenticating → live and sends keepalives every 15 s', () => {
    const { machine, states, goLive } = rig();
    expect(machine.state).toBe('idle');
    machine.start();
    expect(machine.state).toBe('connecting');
    const socket = goLive();
    expect(states.map((s) => s.state)).toEqual(['connecting', 'authenticating', 'live']);
    // The server answers each keepalive, so the socket never goes quiet for 20 s.
    for (let i = 1; i <= 4; i++) {
      vi.advanceTimersByTime(15_000);
      expect(socket.sentOfType(1)).toHaveLength(i);
      socket.receive({ type: 51 });
    }
    expect(machine.state).toBe('live');
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('declares a socket dead after 20 s without any frame, then backs off', () => {
    const { machine, goLive } = rig();
    machine.start();
    const socket = goLive();
    vi.advanceTimersByTime(19_999);
    expect(machine.state).toBe('live');
    vi.advanceTimersByTime(1);
    expect(machine.state).toBe('backoff');
    expect(socket.closedByClient).toBe(true);
  });

  it('a connect that never opens is dead after 20 s too', () => {
    const { machine } = rig();
    machine.start();
    vi.advanceTimersByTime(20_000);
    expect(machine.state).toBe('backoff');
  });

  it('backs off with full jitter, 1 s doubling to a 30 s cap, and never gives up', () => {
    const random = vi.fn(() => 0.999);
    const { machine, states } = rig({ random });
    machine.start();
    const expected = [999, 1998, 3996, 7992, 15984, 29970, 29970, 29970];
    for (let i = 0; i < 40; i++) {
      FakeSocket.last().drop();
      const last = states.at(-1);
      expect(last?.state).toBe('backoff');
      const delay = last?.change.delayMs ?? -1;
      expect(delay).toBe(expected[Math.min(i, expected.length - 1)]);
      const before = FakeSocket.instances.length;
      vi.advanceTimersByTime(delay - 1);
      expect(FakeSocket.instances).toHaveLength(before);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.instances).toHaveLength(before + 1);
      expect(machine.state).toBe('connecting');
    }
  });

  it('jitter bounds hold for any random source (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }), { minLength: 1, maxLength: 12 }), (rs) => {
        FakeSocket.reset();
        let i = 0;
        const { machine, states } = rig({ random: () => rs[i++ % rs.length] as number });
        machine.start();
        for (let attempt = 0; attempt < rs.length; attempt++) {
          FakeSocket.last().drop();
          const delay = states.at(-1)?.change.delayMs as number;
          expect(delay).toBeGreaterThanOrEqual(0);
          expect(delay).toBeLessThan(Math.min(30_000, 1000 * 2 ** attempt));
          vi.advanceTimersByTime(delay);
        }
        machine.stop();
      }),
      { numRuns: 50 },
    );
  });

  it('resets the schedule after a connection that stayed live for a while', () => {
    const { machine, states, goLive } = rig({ random: () => 0.999 });
    machine.start();
    for (let i = 0; i < 4; i++) {
      FakeSocket.last().drop();
      vi.advanceTimersByTime(states.at(-1)?.change.delayMs as number);
    }
    const socket = goLive();
    vi.advanceTimersByTime(12_000);
    socket.receive({ type: 51 });
    socket.drop();
    expect(states.at(-1)?.change.delayMs).toBe(999);
  });

  it('reconnects at once on `online`, keeping exactly one timer', () => {
    const { machine, lifecycle } = rig({ random: () => 0.999 });
    machine.start();
    for (let i = 0; i < 6; i++) {
      FakeSocket.last().drop();
      if (i < 5) vi.advanceTimersByTime(40_000);
    }
    expect(machine.state).toBe('backoff');
    expect(vi.getTimerCount()).toBe(1);
    const before = FakeSocket.instances.length;
    lifecycle.fire('online');
    expect(machine.state).toBe('connecting');
    expect(FakeSocket.instances).toHaveLength(before + 1);
    // The retry timer is gone; only the new socket's dead timer runs.
    expect(machine.retryPending).toBe(false);
    expect(vi.getTimerCount()).toBe(1);
    // Flapping online/offline does not pile up sockets or timers.
    for (let i = 0; i < 10; i++) {
      lifecycle.fire('offline');
      lifecycle.fire('online');
    }
    expect(FakeSocket.instances).toHaveLength(before + 1);
    expect(FakeSocket.openCount()).toBe(1);
    // After online the schedule starts over.
    FakeSocket.last().drop();
    expect(machine.attempt).toBe(1);
  });

  it('reconnects at once on resume (visible after a long hide) and when timers wake late from sleep', () => {
    const { machine, lifecycle, goLive } = rig({ random: () => 0.999 });
    machine.start();
    for (let i = 0; i < 6; i++) {
      FakeSocket.last().drop();
      if (i < 5) vi.advanceTimersByTime(40_000);
    }
    lifecycle.fire('hidden');
    vi.advanceTimersByTime(10_000);
    lifecycle.fire('visible');
    // Hidden only 10 s: nothing special, the backoff timer still runs.
    expect(machine.state).toBe('backoff');
    lifecycle.fire('hidden');
    vi.advanceTimersByTime(15_000); // still in backoff (delay ~30 s)
    vi.setSystemTime(Date.now() + 60_000);
    lifecycle.fire('visible');
    expect(machine.state).toBe('connecting');

    // Live, then the machine sleeps: the dead timer fires two minutes late → reconnect now.
    const socket = goLive();
    const sockets = FakeSocket.instances.length;
    vi.setSystemTime(Date.now() + 120_000);
    vi.advanceTimersByTime(20_000);
    expect(socket.closedByClient).toBe(true);
    expect(FakeSocket.instances).toHaveLength(sockets + 1);
    expect(machine.state).toBe('connecting');
  });

  it('on resume keeps a socket that shows it is alive, probing it with a keepalive', () => {
    const { machine, lifecycle, goLive } = rig();
    machine.start();
    const socket = goLive();
    lifecycle.fire('hidden');
    for (let i = 0; i < 5; i++) {
      vi.advanceTimersByTime(15_000);
      socket.receive({ type: 51 });
    }
    const keepalives = socket.sentOfType(1).length;
    lifecycle.fire('visible');
    expect(machine.state).toBe('live');
    expect(socket.sentOfType(1)).toHaveLength(keepalives + 1);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('ignores every event of a stale socket', () => {
    const { machine, lifecycle, goLive } = rig();
    const frames: number[] = [];
    machine.on('frame', (f) => frames.push(f.type));
    machine.start();
    const old = goLive();
    old.drop();
    lifecycle.fire('online');
    const fresh = FakeSocket.last();
    expect(fresh).not.toBe(old);
    const states: ConnectionState[] = [];
    machine.on('state', (s) => states.push(s));
    // The old socket talks again (a late frame, a second close, an open): all ignored.
    old.receive({ type: 2, fp: 'late', QoS: true });
    old.drop();
    old.onopen?.({});
    expect(frames).toEqual([50]);
    expect(states).toEqual([]);
    expect(machine.state).toBe('connecting');
    fresh.open();
    fresh.receive({ type: 50, dataContent: '{"code":0}' });
    expect(machine.state).toBe('live');
    expect(FakeSocket.openCount()).toBe(1);
  });

  it.each(['kicked', 'rejected', 'auth-failed'] as const)('%s is terminal: socket closed, no timer, no reconnect', (terminal) => {
    const { machine, lifecycle, goLive } = rig();
    machine.start();
    const socket = goLive();
    machine.on('frame', (frame, link) => {
      if (frame.type === 54) machine.terminate(link, terminal);
    });
    socket.receive({ type: 54, dataContent: '{"code":"duplicated","reason":"x"}' });
    expect(machine.state).toBe(terminal);
    expect(socket.closedByClient).toBe(true);
    socket.drop(4001);
    lifecycle.fire('online');
    lifecycle.fire('hidden');
    vi.setSystemTime(Date.now() + 600_000);
    lifecycle.fire('visible');
    vi.advanceTimersByTime(600_000);
    expect(machine.state).toBe(terminal);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
    expect(lifecycle.listeners).toBe(0);
  });

  it('stop() sends the logout frame, closes, and nothing reconnects afterwards', () => {
    const { machine, goLive } = rig();
    machine.start();
    const socket = goLive();
    machine.stop();
    expect(socket.sentOfType(3)).toHaveLength(1);
    expect(socket.closedByClient).toBe(true);
    expect(machine.state).toBe('stopped');
    machine.start();
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stop() during backoff cancels the retry timer', () => {
    const { machine } = rig();
    machine.start();
    FakeSocket.last().drop();
    expect(vi.getTimerCount()).toBe(1);
    machine.stop();
    expect(vi.getTimerCount()).toBe(0);
    expect(machine.state).toBe('stopped');
  });

  type Step =
    | { kind: 'open' }
    | { kind: 'login' }
    | { kind: 'drop' }
    | { kind: 'pong' }
    | { kind: 'advance'; ms: number }
    | { kind: 'online' | 'offline' | 'hidden' | 'visible' }
    | { kind: 'sleep'; ms: number }
    | { kind: 'stale' }
    | { kind: 'terminal' }
    | { kind: 'stop' };

  const step: fc.Arbitrary<Step> = fc.oneof(
    { weight: 3, arbitrary: fc.constant<Step>({ kind: 'open' }) },
    { weight: 3, arbitrary: fc.constant<Step>({ kind: 'login' }) },
    { weight: 3, arbitrary: fc.constant<Step>({ kind: 'drop' }) },
    { weight: 2, arbitrary: fc.constant<Step>({ kind: 'pong' }) },
    { weight: 4, arbitrary: fc.integer({ min: 1, max: 40_000 }).map<Step>((ms) => ({ kind: 'advance', ms })) },
    { weight: 3, arbitrary: fc.constantFrom<Step>({ kind: 'online' }, { kind: 'offline' }, { kind: 'hidden' }, { kind: 'visible' }) },
    { weight: 1, arbitrary: fc.integer({ min: 30_000, max: 600_000 }).map<Step>((ms) => ({ kind: 'sleep', ms })) },
    { weight: 2, arbitrary: fc.constant<Step>({ kind: 'stale' }) },
    { weight: 1, arbitrary: fc.constant<Step>({ kind: 'terminal' }) },
    { weight: 1, arbitrary: fc.constant<Step>({ kind: 'stop' }) },
  );

  it('invariants under random schedules: ≤ 1 open socket, ≤ 1 retry timer, nothing after a terminal state', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }), (steps, r) => {
        FakeSocket.reset();
        vi.clearAllTimers();
        const { machine, lifecycle } = rig({ random: () => r });
        let link: Parameters<ConnectionMachine['terminate']>[0] | undefined;
        machine.on('frame', (_f, l) => (link = l));
        machine.start();
        for (const s of steps) {
          const socket = FakeSocket.last();
          switch (s.kind) {
            case 'open':
              if (socket.readyState === 0) socket.open();
              break;
            case 'login':
              if (socket.readyState === 1) socket.receive({ type: 50, dataContent: '{"code":0}' });
              break;
            case 'drop':
              if (socket.readyState < 2) socket.drop();
              break;
            case 'pong':
              if (socket.readyState === 1) socket.receive({ type: 51 });
              break;
            case 'advance':
              vi.advanceTimersByTime(s.ms);
              break;
            case 'sleep':
              vi.setSystemTime(Date.now() + s.ms);
              vi.advanceTimersByTime(1);
              break;
            case 'stale':
              for (const old of FakeSocket.instances.slice(0, -1)) {
                old.receive({ type: 50, dataContent: '{"code":0}' });
                old.drop();
              }
              break;
            case 'terminal':
              if (link) machine.terminate(link, 'kicked');
              break;
            case 'stop':
              machine.stop();
              break;
            default:
              lifecycle.fire(s.kind);
          }
          expect(FakeSocket.openCount()).toBeLessThanOrEqual(1);
          if (machine.state === 'backoff') expect(machine.retryPending).toBe(true);
          else expect(machine.retryPending).toBe(false);
          // retry XOR (dead + keepalive) timers: never more than two at once.
          expect(vi.getTimerCount()).toBeLessThanOrEqual(2);
          if (isTerminal(machine.state)) {
            expect(FakeSocket.openCount()).toBe(0);
            expect(vi.getTimerCount()).toBe(0);
          }
        }
        machine.stop();
        expect(vi.getTimerCount()).toBe(0);
      }),
      { numRuns: 200 },
    );
  });
});
