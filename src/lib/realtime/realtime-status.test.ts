import { afterEach, describe, expect, it } from 'vitest';
import { probeSocket, publishSockets, publishedSockets, socketHealth } from './realtime-status.ts';

describe('socket health', () => {
  it('is fresh only when live with a frame inside the dead-link window', () => {
    expect(socketHealth({ state: 'live', lastFrameAt: 1_000 }, 16_000)).toEqual({
      state: 'live',
      live: true,
      fresh: true,
      lastFrameAgoMs: 15_000,
    });
    expect(socketHealth({ state: 'live', lastFrameAt: 1_000 }, 21_000).fresh).toBe(false);
    expect(socketHealth({ state: 'backoff', lastFrameAt: 20_000 }, 21_000)).toMatchObject({ live: false, fresh: false });
    expect(socketHealth({ state: 'connecting', lastFrameAt: 0 }, 21_000).lastFrameAgoMs).toBeUndefined();
  });

  it('publishing returns a withdraw that only withdraws its own sockets', () => {
    const machine = { state: 'live' as const, lastFrameAt: 1 };
    const first = publishSockets({ chat: machine });
    const second = publishSockets({ push: machine });
    // A stopped old engine must not withdraw the new one's sockets.
    first();
    expect(Object.keys(publishedSockets())).toEqual(['push']);
    second();
    expect(publishedSockets()).toEqual({});
  });
});

class FakeSocket {
  static behaviour: 'open' | 'error' | 'silent' = 'open';
  static closed = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    setTimeout(() => {
      if (FakeSocket.behaviour === 'open') this.onopen?.();
      if (FakeSocket.behaviour === 'error') this.onerror?.();
    }, 1);
  }
  close() {
    FakeSocket.closed += 1;
  }
}

describe('probing a socket server', () => {
  afterEach(() => {
    FakeSocket.closed = 0;
  });
  const probe = (timeout = 50) => probeSocket('ws://x', timeout, FakeSocket as unknown as typeof WebSocket);

  it('answers true when the socket opens, and closes it again', async () => {
    FakeSocket.behaviour = 'open';
    expect(await probe()).toBe(true);
    expect(FakeSocket.closed).toBe(1);
  });

  it('answers false on an error or when nothing happens in time', async () => {
    FakeSocket.behaviour = 'error';
    expect(await probe()).toBe(false);
    FakeSocket.behaviour = 'silent';
    expect(await probe(20)).toBe(false);
  });
});
