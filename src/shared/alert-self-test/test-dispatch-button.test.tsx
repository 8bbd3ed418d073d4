import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { MAIN, installGatewayServer, server } from '@/testing/test-gateway.ts';
import { clearSession, startSession } from '@/lib/session/session-store.ts';
import { loginResult } from '@/testing/login-result.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import TestDispatchButton from './test-dispatch-button.tsx';

installGatewayServer();
afterEach(() => clearSession());

describe('send me a test dispatch', () => {
  it('asks the sandbox to dispatch to the signed-in account and says which order was sent', async () => {
    const session = startSession(loginResult());
    const bodies: unknown[] = [];
    server.use(
      http.post(`${MAIN}/__sandbox/dispatch`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ order: { id: 1, followNumber: 'F123' }, fingerPrint: 'x' });
      }),
    );
    renderWithProviders(<TestDispatchButton />);
    await userEvent.setup().click(screen.getByRole('button', { name: /Send me a test dispatch/ }));
    expect(await screen.findByText('Test dispatch F123 sent')).toBeInTheDocument();
    expect(bodies).toEqual([{ account: session.userInfo.account }]);
  });

  it('shows the sandbox’s error', async () => {
    startSession(loginResult());
    server.use(
      http.post(`${MAIN}/__sandbox/dispatch`, () =>
        HttpResponse.json({ error: '"x" has no chat with the dispatch sender' }, { status: 400 }),
      ),
    );
    renderWithProviders(<TestDispatchButton />);
    await userEvent.setup().click(screen.getByRole('button', { name: /Send me a test dispatch/ }));
    expect(await screen.findByText('"x" has no chat with the dispatch sender')).toBeInTheDocument();
  });

  it('is not offered without a session', () => {
    renderWithProviders(<TestDispatchButton />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
