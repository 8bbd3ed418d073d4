/** The push client against the real sandbox push socket (/ws/push). */
import { WebSocket as NodeWebSocket } from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import { createSession } from '@mocks/domain/session.ts';
import { MAIN, startServer, testPlatform, type TestServer } from '@mocks/realtime/test-support.ts';
import type { WebSocketConstructor } from './environment.ts';
import { FaultNetwork } from '@/testing/fault-network.ts';
import { type PushNotice, PushClient } from './push-client.ts';
import { noLifecycle, until } from '@/testing/realtime-harness.ts';

let sandbox: TestServer | undefined;
const clients: PushClient[] = [];

afterEach(async () => {
  for (const c of clients.splice(0)) c.stop();
  await sandbox?.close();
  sandbox = undefined;
});

async function setup(pushToken?: string, WebSocket: WebSocketConstructor = NodeWebSocket as unknown as WebSocketConstructor) {
  const t = testPlatform();
  sandbox = await startServer(t.platform, { resendDelayMs: 150 });
  const account = t.account(MAIN);
  const session = createSession(t.platform, account);
  const client = new PushClient({
    imId: account.userInfo.imId,
    pushToken: pushToken ?? session.pushToken,
    deviceId: 'pc-push-test',
    url: `${sandbox.wsBase}/ws/push`,
    WebSocket,
    lifecycle: noLifecycle,
    timings: { backoff: { baseMs: 30, capMs: 200 } },
  });
  clients.push(client);
  const notices: { notice: PushNotice; fp: string }[] = [];
  client.on('notice', (notice, meta) => notices.push({ notice, fp: meta.fingerPrint }));
  client.start();
  return { t, server: sandbox, client, notices };
}

describe('push client against the sandbox push socket', () => {
  it('authenticates with the push token and emits each notice once, ACKed', async () => {
    const { t, server, client, notices } = await setup();
    await until(() => client.state === 'live', 'live');
    t.platform.emit({ kind: 'push-notice', account: MAIN, notice: { type: 1, text: '您有一条新的派单', assid: '880123' } });
    await until(() => notices.length === 1, 'notice');
    expect(notices[0]?.notice).toEqual({ type: 1, text: '您有一条新的派单', assid: '880123' });
    // ACKed: the sandbox holds nothing unacknowledged, so it has nothing to resend.
    await until(() => server.hub.connections()[0]?.unacknowledged.length === 0, 'the ACK reached the sandbox');
    expect(server.hub.connections()).toEqual([expect.objectContaining({ kind: 'push', state: 'live', unacknowledged: [] })]);
    expect(notices).toHaveLength(1);
  });

  it('dedupes the resend of a notice whose ACK was lost, and re-ACKs it', async () => {
    const network = new FaultNetwork(NodeWebSocket as unknown as WebSocketConstructor);
    const { t, server, client, notices } = await setup(undefined, network.WebSocket);
    await until(() => client.state === 'live', 'live');
    network.dropClientAckRate = 1;
    t.platform.emit({ kind: 'push-notice', account: MAIN, notice: { type: 200801, text: '严选新订单', assid: '77' } });
    await until(() => network.counters.droppedClientAcks >= 2, 'resends');
    network.dropClientAckRate = 0;
    await until(() => server.hub.connections()[0]?.unacknowledged.length === 0, 'acked');
    expect(notices).toHaveLength(1);
  });

  it('reconnects after a drop and keeps delivering', async () => {
    const { t, server, client, notices } = await setup();
    await until(() => client.state === 'live', 'live');
    // Recorded, not polled: with a 30 ms backoff the reconnect can finish between two polls.
    const states: string[] = [];
    client.on('state', (state) => states.push(state));
    server.hub.disconnect(MAIN);
    await until(() => states.includes('backoff') && client.state === 'live', 'dropped and live again');
    t.platform.emit({ kind: 'push-notice', account: MAIN, notice: { type: 2, text: '跟进', assid: '1' } });
    await until(() => notices.length === 1, 'notice');
    expect(client.machine.socketsOpened).toBe(2);
  });

  it('a refused push token stops the push socket (no reconnect)', async () => {
    const { client } = await setup('ws_forged');
    const failures: unknown[] = [];
    client.on('auth-failed', (f) => failures.push(f));
    await until(() => client.state === 'auth-failed', 'auth-failed');
    expect(failures).toHaveLength(1);
    // Terminal: no reconnect is scheduled, so the one socket stays the only one.
    expect(client.machine.retryPending).toBe(false);
    expect(client.machine.socketsOpened).toBe(1);
  });
});
