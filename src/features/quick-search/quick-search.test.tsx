import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import type { LoginResult, QuickSearchResult } from '@generated/main/model';
import { getQuickSearchMockHandler } from '@generated/main/quick-search/quick-search.msw.ts';
import { installGatewayServer, server, success } from '@/testing/test-gateway.ts';
import { clearSession, startSession } from '@/lib/session/session-store.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { QuickSearch } from './quick-search.tsx';

installGatewayServer();

const found: QuickSearchResult = {
  orders: [
    {
      id: 501,
      number: 'PD20261120001',
      followNumber: 'GJ20261120001',
      createTime: '2026-11-20 09:00:00',
      taskStatus: 1,
      taskStatusStr: 'follow-up',
      orderList: [{ spuName: 'Double eyelid' }],
      customerName: 'Li Na',
      phone: '138****0001',
    },
  ],
  orderTotal: 1,
  customers: [{ id: 902, customerNo: 'C0902', name: 'Li Na', phone: '138****0001', followStatus: 1 }],
  customerTotal: 1,
};

let requests: URLSearchParams[];
let answer: QuickSearchResult;

beforeEach(() => {
  requests = [];
  answer = found;
  server.use(
    getQuickSearchMockHandler(({ request }) => {
      requests.push(new URL(request.url).searchParams);
      return success(answer);
    }),
  );
});

afterEach(() => clearSession());

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

function renderSearch(props: { debounceMs?: number } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <QuickSearch {...props} />
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: ['/dashbord'] },
  );
  return renderWithProviders(<RouterProvider router={router} />);
}

const box = () => screen.getByRole('combobox', { name: 'Search orders and customers' });
const location = () => screen.getByRole('status', { name: 'location' }).textContent;

describe('quick search', () => {
  it('searches once typing stops, with at least 2 characters', async () => {
    renderSearch();
    const user = userEvent.setup();
    await user.type(box(), 'L');
    expect(await screen.findByText('Type at least 2 characters')).toBeInTheDocument();
    await user.type(box(), 'i N');
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.get('keyword')).toBe('Li N');
    expect(requests[0]?.get('scope')).toBe('all');
    expect(await screen.findByText('Orders (1)')).toBeInTheDocument();
    expect(screen.getByText('Customers (1)')).toBeInTheDocument();
    expect(screen.getByText('GJ20261120001 · Li Na')).toBeInTheDocument();
    // Still exactly one request: the keystrokes in between were debounced.
    expect(requests).toHaveLength(1);
  });

  it('searches at once on Enter', async () => {
    renderSearch({ debounceMs: 60_000 });
    const user = userEvent.setup();
    await user.type(box(), 'PD2026');
    expect(requests).toHaveLength(0);
    // As a browser sends it (with the legacy `which` rc-select reads): no result is highlighted.
    fireEvent.keyDown(box(), { key: 'Enter', keyCode: 13, which: 13 });
    fireEvent.keyUp(box(), { key: 'Enter', keyCode: 13, which: 13 });
    await waitFor(() => expect(requests.map((r) => r.get('keyword'))).toEqual(['PD2026']));
    expect(await screen.findByText('GJ20261120001 · Li Na')).toBeVisible();
    expect(box()).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on Escape and opens again when typing', async () => {
    renderSearch();
    const user = userEvent.setup();
    await user.type(box(), 'PD2026');
    await screen.findByText('GJ20261120001 · Li Na');
    fireEvent.keyDown(box(), { key: 'Escape', keyCode: 27, which: 27 });
    await waitFor(() => expect(box()).toHaveAttribute('aria-expanded', 'false'));
    await user.type(box(), '1');
    await waitFor(() => expect(box()).toHaveAttribute('aria-expanded', 'true'));
  });

  it('opens the chosen order with the keyboard', async () => {
    renderSearch();
    const user = userEvent.setup();
    await user.type(box(), 'PD2026');
    await screen.findByText('GJ20261120001 · Li Na');
    // rc-select reads the legacy `which`, which user-event leaves out under jsdom.
    fireEvent.keyDown(box(), { key: 'ArrowDown', keyCode: 40, which: 40 });
    fireEvent.keyDown(box(), { key: 'Enter', keyCode: 13, which: 13 });
    await waitFor(() => expect(location()).toBe('/order/alllist?id=501&open=true'));
    expect(box()).toHaveValue('');
  });

  it('opens the chosen customer', async () => {
    renderSearch();
    const user = userEvent.setup();
    await user.type(box(), 'C0902');
    await user.click(await screen.findByText('Li Na · C0902'));
    await waitFor(() => expect(location()).toBe('/customer?id=902'));
  });

  it('says when nothing matches', async () => {
    answer = { orders: [], orderTotal: 0, customers: [], customerTotal: 0 };
    renderSearch();
    const user = userEvent.setup();
    await user.type(box(), 'zzz');
    expect(await screen.findByText('No matching orders or customers')).toBeInTheDocument();
  });

  it('searches customers only for an account without the order menu', async () => {
    startSession({
      userInfo: { id: 1, imId: 'im', account: 'r', realName: 'R', hospitalId: 1, hospitalRegisteredName: 'H', isMainAccount: false },
      ucToken: 'token',
      wsNotificationToken: 'push',
      authCode: [],
      rootMenus: [
        { id: 1, menuUrl: 'dashbord', menuName: 'Home', isShow: true, subMenuList: [] },
        { id: 2, menuUrl: 'customer', menuName: 'Customers', isShow: true, subMenuList: [] },
      ],
    } satisfies LoginResult);
    renderSearch();
    const user = userEvent.setup();
    await user.type(box(), 'Li');
    await waitFor(() => expect(requests[0]?.get('scope')).toBe('customer'));
  });
});
