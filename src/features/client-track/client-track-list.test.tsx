import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  getGetClientTrackPagerMockHandler,
  getGetClientTrackUnreadCountMockHandler,
  getSetClientTrackReadMockHandler,
} from '@generated/main/client-track/client-track.msw';
import type { ClientTrack, ClientTrackReadRequest } from '@generated/main/model';
import { paginate } from '@/lib/paging/paging.ts';
import { renderAtRoute } from '@/testing/render.tsx';
import { installGatewayServer, server, success } from '@/testing/test-gateway.ts';
import { ClientTrackList } from './client-track-list.tsx';

installGatewayServer();

let tracks: ClientTrack[];
let reads: ClientTrackReadRequest[];

const track = (id: number, name: string, customerId: number, isRead: boolean): ClientTrack => ({
  id,
  customer: { id: customerId, name, gender: 2, age: 28, phone: '138****0001', city: '上海' },
  followId: 880000 + id,
  eventType: 3,
  eventTypeStr: '浏览商品',
  content: `${name}浏览了贵院的「热玛吉全脸紧致 600发」`,
  targetId: 70045,
  targetName: '热玛吉全脸紧致 600发',
  durationSeconds: 95,
  eventTime: `2026-11-${String(10 + id).padStart(2, '0')} 21:13:05`,
  isRead,
});

beforeEach(() => {
  tracks = [track(3, '李女士', 50001, false), track(2, '李女士', 50001, false), track(1, '周先生', 50002, false)];
  reads = [];
  server.use(
    getGetClientTrackPagerMockHandler(async ({ request }) => {
      const body = (await request.json()) as { page: number; limit: number; customerId?: number; isRead?: boolean };
      const rows = tracks.filter(
        (t) =>
          (body.customerId === undefined || t.customer.id === body.customerId) && (body.isRead === undefined || t.isRead === body.isRead),
      );
      const page = paginate(rows, body.page, body.limit);
      return success({ total: page.total, page: page.page, limit: page.limit, list: page.rows });
    }),
    getGetClientTrackUnreadCountMockHandler(() => success({ unreadCount: tracks.filter((t) => !t.isRead).length })),
    getSetClientTrackReadMockHandler(async ({ request }) => {
      const body = (await request.json()) as ClientTrackReadRequest;
      reads.push(body);
      tracks = tracks.map((t) =>
        (body.ids ? body.ids.includes(t.id) : body.customerId === undefined || t.customer.id === body.customerId)
          ? { ...t, isRead: true }
          : t,
      );
      return success(true);
    }),
  );
});

describe('customer activity', () => {
  it('opening an event marks it read and the unread count follows', async () => {
    renderAtRoute(<ClientTrackList />, '/customer');
    const user = userEvent.setup();
    expect(await screen.findByText('3 unread', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click((await screen.findByText('周先生')).closest('tr') as HTMLElement);
    const drawer = await screen.findByRole('dialog');
    expect(
      (await within(drawer).findAllByText('周先生浏览了贵院的「热玛吉全脸紧致 600发」', {}, { timeout: 5000 })).length,
    ).toBeGreaterThan(0);
    await waitFor(() => expect(reads).toEqual([{ ids: [1] }]));
    expect(await screen.findByText('2 unread', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('marks a customer’s events, then all, read', async () => {
    renderAtRoute(<ClientTrackList />, '/customer?track.read=unread');
    const user = userEvent.setup();
    await user.click((await screen.findAllByText('李女士', {}, { timeout: 5000 }))[0]?.closest('tr') as HTMLElement);
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('button', { name: 'Mark this customer’s read' }));
    await waitFor(() => expect(reads).toContainEqual({ customerId: 50001 }));
    expect(await screen.findByText('1 unread', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(reads).toContainEqual({}));
    expect(await screen.findByText('0 unread', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
