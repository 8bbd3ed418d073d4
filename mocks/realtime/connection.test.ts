import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { Connection, DEFAULT_TIMINGS } from './connection.ts';
import { type Frame, qosFrame } from './frames.ts';
import { frameProblems } from './test-support.ts';

/** Just enough of a ws socket for a Connection, with fake timers driving it. */
class FakeSocket extends EventEmitter {
  readyState = 1;
  sent: Frame[] = [];
  send(text: string) {
    this.sent.push(JSON.parse(text) as Frame);
  }
  terminate = vi.fn(() => {
    this.readyState = 3;
    this.emit('close', 1006, Buffer.from(''));
  });
  close = vi.fn(() => {
    this.readyState = 3;
    this.emit('close', 1000, Buffer.from(''));
  });
  receive(frame: object) {
    this.emit('message', Buffer.from(JSON.stringify(frame)), false);
  }
}

let socket: FakeSocket;
let frames: Frame[];
let closed: number;

beforeEach(() => {
  vi.useFakeTimers();
  socket = new FakeSocket();
  frames = [];
  closed = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

const connect = () =>
  new Connection(
    'chat',
    socket as unknown as WebSocket,
    DEFAULT_TIMINGS,
    () => Date.now(),
    (_c, f) => frames.push(f),
    () => closed++,
  );

describe('connection timings (protocol defaults)', () => {
  it('drops a connection after 20 s of silence; every frame restarts the clock', () => {
    connect();
    vi.advanceTimersByTime(19_000);
    socket.receive({ type: 1, dataContent: '{}', from: 'h_3001', to: '0', fp: null, QoS: false, typeu: -1 });
    expect(frames).toHaveLength(1);
    vi.advanceTimersByTime(19_999);
    expect(socket.terminate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(socket.terminate).toHaveBeenCalledOnce();
    expect(closed).toBe(1);
  });

  it('resends an unacknowledged QoS frame every 5 s with the same fp, twice, and stops on ACK', () => {
    const c = connect();
    c.state = 'live';
    c.sendQoS(qosFrame(2, 'h_3001', { x: 1 }, 'fp-1'));
    c.sendQoS(qosFrame(2, 'h_3001', { x: 2 }, 'fp-2'));
    vi.advanceTimersByTime(5_000);
    c.acknowledge('fp-2');
    vi.advanceTimersByTime(60_000);
    socket.receive({ type: 1, dataContent: '{}', from: 'h_3001', to: '0', fp: null, QoS: false, typeu: -1 });
    expect(socket.sent.filter((f) => f.fp === 'fp-1')).toHaveLength(3);
    expect(socket.sent.filter((f) => f.fp === 'fp-2')).toHaveLength(2);
    expect(c.info().unacknowledged).toEqual([]);
  });

  it('ignores text that is not a frame', () => {
    connect();
    socket.emit('message', Buffer.from('not json'), false);
    socket.emit('message', Buffer.from('{"type":"x"}'), false);
    expect(frames).toEqual([]);
  });
});

describe('frame schema check', () => {
  it('catches frames the schemas do not allow', () => {
    expect(frameProblems('chat', { type: 51, dataContent: '{}', from: '0', to: 'h_3001', fp: null, QoS: false, typeu: -1 })).toEqual([]);
    expect(frameProblems('chat', { type: 51, dataContent: '{}', from: '0', to: '0', fp: null, QoS: false, typeu: -1 })).not.toEqual([]);
    expect(
      frameProblems('chat', { type: 50, dataContent: '{"code":7}', from: '0', to: 'h_3001', fp: null, QoS: false, typeu: -1 }),
    ).not.toEqual([]);
    expect(
      frameProblems('push', { type: 2, dataContent: '{"type":1,"text":"x"}', from: '0', to: 'h_3001', fp: 'f', QoS: true, typeu: -1 }),
    ).not.toEqual([]);
  });
});
