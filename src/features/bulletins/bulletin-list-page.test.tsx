import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  getDeleteBulletinMockHandler,
  getGetBulletinListMockHandler,
  getSetBulletinTopMockHandler,
} from '@generated/main/bulletins/bulletins.msw';
import type { Bulletin } from '@generated/main/model';
import { installGatewayServer, server, success } from '@/testing/test-gateway.ts';
import { paginate } from '@/lib/paging/paging.ts';
import { renderAtRoute } from '@/testing/render.tsx';
import BulletinListPage from './bulletin-list-page.tsx';

installGatewayServer();

const bulletin = (id: number, status: Bulletin['status'], isTop = false): Bulletin => ({
  id,
  title: `Bulletin ${id}`,
  content: '<p>text</p>',
  status,
  isTop,
  createTime: '2026-01-01 08:00:00',
  updateTime: `2026-01-${String(id).padStart(2, '0')} 09:00:00`,
});
let rows: Bulletin[] = [];

beforeEach(() => {
  rows = [bulletin(1, 2, true), bulletin(2, 0), bulletin(3, 3), ...Array.from({ length: 12 }, (_, i) => bulletin(i + 4, 2))];
  server.use(
    getGetBulletinListMockHandler(async ({ request }) => {
      const body = (await request.json()) as { page: number; limit: number; keyword?: string; status?: number };
      const found = rows.filter(
        (row) => (body.status === undefined || row.status === body.status) && (!body.keyword || row.title.includes(body.keyword)),
      );
      const page = paginate(found, body.page, body.limit);
      return success({ total: page.total, page: page.page, limit: page.limit, list: page.rows });
    }),
    getDeleteBulletinMockHandler(async ({ request }) => {
      const { id } = (await request.json()) as { id: number };
      rows = rows.filter((row) => row.id !== id);
      return success(true);
    }),
    getSetBulletinTopMockHandler(async ({ request }) => {
      const { id, isTop } = (await request.json()) as { id: number; isTop: boolean };
      rows = rows.map((row) => (row.id === id ? { ...row, isTop } : row));
      return success(true);
    }),
  );
});

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(path = '/hospital/institutionalNotice') {
  renderAtRoute(
    <>
      <Address />
      <BulletinListPage />
    </>,
    path,
  );
}

const rowOf = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;

describe('bulletin list (/hospital/institutionalNotice)', () => {
  it('shows its title and the first page, with the status from the enum table', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Bulletins' })).toBeInTheDocument();
    expect(await screen.findByText('Bulletin 1')).toBeInTheDocument();
    expect(within(rowOf('Bulletin 3')).getByText('rejected')).toBeInTheDocument();
    expect(screen.getByText('15 items in total')).toBeInTheDocument();
  });

  it('opens filtered from the address and filters by status into it', async () => {
    renderPage('/hospital/institutionalNotice?status=0');
    expect(await screen.findByText('Bulletin 2')).toBeInTheDocument();
    expect(screen.getByText('1 item in total')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByTitle('rejected'));
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent('/hospital/institutionalNotice?status=3'));
    expect(await screen.findByText('Bulletin 3')).toBeInTheDocument();
  });

  it('deletes a bulletin after asking, and the list shows it gone', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByText('Bulletin 2').then((el) => el.closest('tr') as HTMLElement)).getByRole('button', { name: 'Delete' }),
    );
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText('Bulletin 2')).not.toBeInTheDocument());
    expect(screen.getByText('14 items in total')).toBeInTheDocument();
  });

  it('pins and unpins', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByText('Bulletin 1').then((el) => el.closest('tr') as HTMLElement)).getByRole('button', { name: 'Unpin' }),
    );
    await waitFor(() => expect(within(rowOf('Bulletin 1')).getByRole('button', { name: 'Pin' })).toBeInTheDocument(), { timeout: 5000 });
    expect(rows.find((row) => row.id === 1)?.isTop).toBe(false);
  });
});
