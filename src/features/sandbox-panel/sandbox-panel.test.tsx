import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '@/lib/i18n/i18n.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { SandboxPanel } from './sandbox-panel.tsx';

const calls: { path: string; body: unknown }[] = [];
const server = setupServer(
  http.post('http://gw-main.test/__sandbox/:action', async ({ request, params }) => {
    calls.push({ path: String(params.action), body: await request.json() });
    return params.action === 'push' ? HttpResponse.json({ error: 'no account "x"' }, { status: 400 }) : HttpResponse.json({ ok: true });
  }),
  http.post('http://gw-main.test/__sandbox/wechat/scan', async ({ request }) => {
    calls.push({ path: 'wechat/scan', body: await request.json() });
    return HttpResponse.json({ id: 3005, isBound: true });
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  calls.length = 0;
  setLocale('en-US');
});

const renderPanel = () => renderWithProviders(<SandboxPanel defaultOpen />);

describe('sandbox panel', () => {
  it('dispatches an old-customer order for the chosen account', async () => {
    renderPanel();
    const user = userEvent.setup();
    const dispatch = screen.getByText('Dispatch an order').closest('.ant-card') as HTMLElement;
    await user.click(dispatch.querySelector('button[role="switch"]') as HTMLElement);
    await user.click(dispatch.querySelector('button[type="submit"]') as HTMLElement);
    await waitFor(() => expect(calls).toEqual([{ path: 'dispatch', body: { account: 'demo-main', oldCustomer: true } }]));
    expect(await screen.findByText('Done')).toBeInTheDocument();
  });

  it('shows what the sandbox refused', async () => {
    renderPanel();
    const user = userEvent.setup();
    const push = screen.getByText('Push a notification').closest('.ant-card') as HTMLElement;
    await user.type(push.querySelector('input') as HTMLElement, '200902');
    await user.click(push.querySelector('button[type="submit"]') as HTMLElement);
    expect(await screen.findByText('no account "x"')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ path: 'push', body: { account: 'demo-main', type: 200902 } });
  });

  it('injects a gateway fault with its path and count', async () => {
    renderPanel();
    const user = userEvent.setup();
    const faults = screen.getByText('Gateway faults').closest('.ant-card') as HTMLElement;
    await user.type(screen.getByPlaceholderText('Path contains'), 'GetCustomerList');
    await user.click(faults.querySelector('button[type="submit"]') as HTMLElement);
    await waitFor(() =>
      expect(calls).toEqual([{ path: 'faults', body: { fault: 'http-502', match: { path: 'GetCustomerList' }, times: 1 } }]),
    );
  });

  it('scans the binding QR code of the staff account named, which is required', async () => {
    renderPanel();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Scan the QR code' }));
    expect(await screen.findAllByText('Staff account with its binding QR code open')).not.toHaveLength(0);
    expect(calls).toEqual([]);
    await user.type(screen.getByLabelText('Staff account with its binding QR code open'), ' liujiaqi ');
    await user.click(screen.getByRole('button', { name: 'Scan the QR code' }));
    await waitFor(() => expect(calls).toEqual([{ path: 'wechat/scan', body: { account: 'liujiaqi' } }]));
  });
});
