import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import type { NotificationItem } from '@generated/main/model';
import {
  getGetNotificationPagedListMockHandler,
  getGetNotificationUnreadCountMockHandler,
  getSetNotificationReadByConditionMockHandler,
  getSetNotificationReadByIdsMockHandler,
} from '@generated/main/notifications/notifications.msw.ts';
import { failure, installGatewayServer, server } from '@/testing/test-gateway.ts';
import { clearSession, startSession } from '@/lib/session/session-store.ts';
import { answer, success } from '@/testing/gateway-handlers.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { NotificationCenter } from './notification-center.tsx';

installGatewayServer();

type Row = NotificationItem & { category: number };

const row = (id: number, type: number, category: number, extra: Partial<Row> = {}): Row => ({
  id,
  type,
  category,
  title: `Title ${id}`,
  text: `Text of notification ${id}`,
  assid: String(id * 10),
  isRead: false,
  createTime: `2026-11-20 09:${String(id % 60).padStart(2, '0')}:00`,
  ...extra,
});

let rows: Row[];
let listRequests: URLSearchParams[];
let readByIds: unknown[];
let readByCondition: unknown[];
let countRequests: number;

function useSandboxLikeHandlers() {
  server.use(
    getGetNotificationUnreadCountMockHandler(() => {
      countRequests += 1;
      return success({ unreadCount: rows.filter((r) => !r.isRead).length });
    }),
    getGetNotificationPagedListMockHandler(({ request }) => {
      const query = new URL(request.url).searchParams;
      listRequests.push(query);
      const noticeType = Number(query.get('noticeType') ?? 0);
      const page = Number(query.get('page'));
      const limit = Number(query.get('limit'));
      const matching = rows.filter((r) => noticeType === 0 || r.category === noticeType);
      const list = matching.slice((page - 1) * limit, page * limit).map(({ category: _category, ...item }) => item);
      return success({ page, limit, total: matching.length, unreadCount: matching.filter((r) => !r.isRead).length, list });
    }),
    getSetNotificationReadByIdsMockHandler(async ({ request }) => {
      const body = (await request.json()) as { ids: number[] };
      readByIds.push(body);
      for (const r of rows) if (body.ids.includes(r.id)) r.isRead = true;
      return success(true);
    }),
    getSetNotificationReadByConditionMockHandler(async ({ request }) => {
      const body = (await request.json()) as { noticeType?: number };
      readByCondition.push(body);
      for (const r of rows) if (!body.noticeType || r.category === body.noticeType) r.isRead = true;
      return success(true);
    }),
  );
}

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

function renderCenter(props: { defaultOpen?: boolean } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <NotificationCenter {...props} />
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: ['/dashbord'] },
  );
  return renderWithProviders(<RouterProvider router={router} />);
}

const location = () => screen.getByRole('status', { name: 'location' }).textContent;
const list = () => screen.findByRole('list', { name: 'Notifications' });

beforeEach(() => {
  rows = [row(1, 1, 1), row(2, 200902, 3, { isRead: true }), row(3, 200104, 2), row(4, 133098, 4), row(5, 20250508, 5, { assid: '0' })];
  listRequests = [];
  readByIds = [];
  readByCondition = [];
  countRequests = 0;
  useSandboxLikeHandlers();
});

afterEach(() => clearSession());

describe('notification centre', () => {
  it('shows the unread count on the bell', async () => {
    renderCenter();
    expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
    expect(document.querySelector('.ant-badge-count')).toHaveAttribute('title', '4');
  });

  it('lists page 1 with limit 10, each row with type, title, text, time and read state', async () => {
    renderCenter();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Notifications/ }));
    const items = within(await list()).getAllByRole('button');
    expect(items).toHaveLength(5);
    expect(listRequests[0]?.toString()).toBe('page=1&limit=10');
    expect(items[0]).toHaveTextContent('new dispatched order');
    expect(items[0]).toHaveTextContent('Title 1');
    expect(items[0]).toHaveTextContent('Text of notification 1');
    expect(items[0]).toHaveTextContent('2026-11-20 09:01');
    expect(items[0]).toHaveTextContent('Unread');
    expect(items[1]).toHaveTextContent('platform activity registration result');
    expect(items[1]).toHaveTextContent('Read');
    expect(items[3]).toHaveTextContent('reconciliation notice');
  });

  it('filters by the category tab, sending noticeType', async () => {
    renderCenter({ defaultOpen: true });
    const user = userEvent.setup();
    await list();
    await user.click(screen.getByRole('tab', { name: 'Activities' }));
    await waitFor(() => expect(listRequests.at(-1)?.get('noticeType')).toBe('3'));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('button')).toHaveLength(1));
    expect(screen.getByRole('list', { name: 'Notifications' })).toHaveTextContent('Title 2');
    await user.click(screen.getByRole('tab', { name: 'Finance' }));
    await waitFor(() => expect(listRequests.at(-1)?.get('noticeType')).toBe('4'));
    expect(await screen.findByText('Title 4')).toBeInTheDocument();
  });

  it('marks a clicked row read and jumps to its destination', async () => {
    renderCenter();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 4 unread' }));
    await user.click(within(await list()).getByRole('button', { name: /Title 1/ }));
    await waitFor(() => expect(location()).toBe('/order/alllist?id=10&open=true'));
    await waitFor(() => expect(readByIds).toEqual([{ ids: [1] }]));
    // The count is read again after marking.
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    expect(countRequests).toBeGreaterThanOrEqual(2);
  });

  it('does not mark an already read row again', async () => {
    renderCenter({ defaultOpen: true });
    const user = userEvent.setup();
    await user.click(within(await list()).getByRole('button', { name: /Title 2/ }));
    await waitFor(() => expect(location()).toBe('/activity/platform/platDetail?id=20'));
    expect(readByIds).toEqual([]);
  });

  it("says 'not supported yet' for a type without destination and stays put", async () => {
    renderCenter({ defaultOpen: true });
    const user = userEvent.setup();
    await user.click(within(await list()).getByRole('button', { name: /Title 3/ }));
    expect(await screen.findByText('not supported yet')).toBeInTheDocument();
    expect(location()).toBe('/dashbord');
    await waitFor(() => expect(readByIds).toEqual([{ ids: [3] }]));
  });

  it('does nothing but mark read for a data warning with id 0', async () => {
    renderCenter({ defaultOpen: true });
    const user = userEvent.setup();
    await user.click(within(await list()).getByRole('button', { name: /Title 5/ }));
    await waitFor(() => expect(readByIds).toEqual([{ ids: [5] }]));
    expect(location()).toBe('/dashbord');
    expect(screen.queryByText('not supported yet')).not.toBeInTheDocument();
  });

  it('marks every notification of the current tab read', async () => {
    renderCenter({ defaultOpen: true });
    const user = userEvent.setup();
    await list();
    await user.click(screen.getByRole('tab', { name: 'Orders' }));
    await waitFor(() => expect(listRequests.at(-1)?.get('noticeType')).toBe('1'));
    await screen.findByText('Title 1');
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(readByCondition).toEqual([{ noticeType: 1, endTime: '2026-11-20 09:01:00' }]));
    expect(await screen.findByText('All marked read')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled());
  });

  it('loads more pages', async () => {
    rows = Array.from({ length: 23 }, (_, index) => row(index + 1, 2, 1));
    renderCenter({ defaultOpen: true });
    const user = userEvent.setup();
    // Counted by element: role queries over dozens of antd rows are slow under jsdom.
    const rowCount = () => document.querySelectorAll('ul[aria-label="Notifications"] > li button').length;
    await list();
    expect(rowCount()).toBe(10);
    await user.click(screen.getByText('Load more'));
    await waitFor(() => expect(rowCount()).toBe(20));
    expect(listRequests.at(-1)?.toString()).toBe('page=2&limit=10');
    await user.click(screen.getByText('Load more'));
    await waitFor(() => expect(rowCount()).toBe(23));
    expect(screen.queryByText('Load more')).not.toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    rows = [];
    renderCenter({ defaultOpen: true });
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('shows the error state with a retry', async () => {
    server.use(answer(getGetNotificationPagedListMockHandler, () => failure('boom')));
    renderCenter({ defaultOpen: true });
    const user = userEvent.setup();
    expect(await screen.findByRole('alert')).toHaveTextContent('This could not be loaded, please retry');
    server.resetHandlers();
    useSandboxLikeHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Title 1')).toBeInTheDocument();
  });

  it('can be used from the keyboard', async () => {
    renderCenter();
    const user = userEvent.setup();
    const bell = await screen.findByRole('button', { name: 'Notifications, 4 unread' });
    bell.focus();
    await user.keyboard('{Enter}');
    const first = within(await list()).getByRole('button', { name: /Title 1/ });
    first.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/order/alllist?id=10&open=true'));
  });

  it('is not shown to restricted accounts', async () => {
    startSession({
      userInfo: { id: 1, imId: 'im', account: 'r', realName: 'R', hospitalId: 1, hospitalRegisteredName: 'H', isMainAccount: false },
      ucToken: 'token',
      wsNotificationToken: 'push',
      authCode: [],
      rootMenus: [
        { id: 1, menuUrl: 'dashbord', icon: '', menuName: 'Home', isShow: true, subMenuList: [] },
        { id: 2, menuUrl: 'customer', icon: '', menuName: 'Customers', isShow: true, subMenuList: [] },
      ],
    } as never);
    const { queryClient } = renderCenter();
    // The page around it rendered (render() flushed the centre's effects, where a query would start)...
    expect(location()).toBe('/dashbord');
    // ...without the bell, and without asking for anything.
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(queryClient.isFetching()).toBe(0);
    expect(queryClient.getQueryCache().findAll({ predicate: (query) => query.state.dataUpdatedAt > 0 })).toEqual([]);
    expect(countRequests).toBe(0);
  });
});
