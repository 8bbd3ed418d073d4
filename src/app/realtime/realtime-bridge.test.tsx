/**
 * The realtime bridge with the real engine (started by the realtime runner, as the layout route
 * does) on scripted sockets: a pushed notice raises a popup for a normal account, and nothing for a
 * restricted one (specification: restricted mode has no push-notification handling). Each case
 * first proves the push client received and ACKed the notice, so "no popup" cannot pass because
 * the notice never arrived.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { generatedHandlers } from '@mocks/handlers/generated.ts';
import { installGatewayServer, server, success } from '@/testing/test-gateway.ts';
import { FakeSocket } from '@/testing/fake-socket.ts';
import { FRAME } from '@/lib/realtime/frames.ts';
import { clearSession, startSession } from '@/lib/session/session-store.ts';
import { loginResult } from '@/testing/login-result.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { RealtimeBridge } from './realtime-bridge.tsx';
import { RealtimeRunner } from './realtime-runner.tsx';
import { getGetUserConfigMockHandler } from '@generated/main/common/common.msw.ts';

installGatewayServer();

beforeEach(() => {
  FakeSocket.reset();
  vi.stubGlobal('WebSocket', FakeSocket);
  server.use(
    // No saved settings: the defaults, under which notices pop up (the dispatch-shake switch is off).
    getGetUserConfigMockHandler(success([])),
    // Contract-valid answers for the bridge's other calls (unread counts, socket log).
    ...generatedHandlers(),
  );
});

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

/** Signs in, mounts the bridge and brings its push socket live; returns that socket. */
async function livePushSocket(isRestricted: boolean): Promise<FakeSocket> {
  startSession(loginResult({ isRestricted }));
  renderWithProviders(
    <MemoryRouter>
      <RealtimeRunner />
      <RealtimeBridge />
    </MemoryRouter>,
  );
  const push = await waitFor(() => {
    const socket = FakeSocket.instances.find((s) => s.url.endsWith('/ws/push'));
    if (!socket) throw new Error('the push socket has not been opened yet');
    return socket;
  });
  act(() => push.open());
  act(() => push.receive({ type: FRAME.LoginResponse, dataContent: JSON.stringify({ code: 0 }) }));
  return push;
}

function pushNotice(push: FakeSocket, fp: string, text: string): void {
  act(() => push.receive({ type: FRAME.Data, fp, QoS: true, dataContent: JSON.stringify({ type: 133094, text, assid: '77' }) }));
}

const acked = (push: FakeSocket) => push.sentOfType(FRAME.Ack).map((frame) => frame.dataContent);

describe('realtime bridge: pushed notices', () => {
  it('raise a popup for an account that is not restricted', async () => {
    const push = await livePushSocket(false);
    pushNotice(push, 'fp-notice-1', 'Doctor review passed');
    expect(acked(push)).toEqual(['fp-notice-1']);
    // Already on screen once act() settles: the restricted case below can look at once, too.
    expect(screen.getByTestId('alert-popup-notice')).toHaveTextContent('Doctor review passed');
  });

  it('raise nothing for a restricted account, though the notice was delivered', async () => {
    const push = await livePushSocket(true);
    pushNotice(push, 'fp-notice-2', 'Doctor review passed');
    // Delivered and handled by the push client (the ACK goes out in the same step as the event)...
    expect(acked(push)).toEqual(['fp-notice-2']);
    // ...and the screen, settled by act(), shows no popup.
    expect(screen.queryByTestId('alert-popup-notice')).not.toBeInTheDocument();
  });
});
