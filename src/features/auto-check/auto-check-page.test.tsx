import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getGetOrderCheckKeywordsMockHandler } from '@generated/chat/counselors/counselors.msw';
import {
  getGetAutoDuplicateHitListMockHandler,
  getGetAutoDuplicateSettingMockHandler,
  getSaveAutoDuplicateSettingMockHandler,
} from '@generated/main/auto-duplicate/auto-duplicate.msw';
import type { AutoDuplicateHit, AutoDuplicateSetting } from '@generated/main/model';
import { getSetNotRepeatOrderMockHandler, getSetRepeatOrderMockHandler } from '@generated/main/orders/orders.msw';
import { paginate } from '@/lib/paging/paging.ts';
import { answer } from '@/testing/gateway-handlers.ts';
import { renderAtRoute } from '@/testing/render.tsx';
import { failure, installGatewayServer, server, success } from '@/testing/test-gateway.ts';
import AutoCheckPage from './auto-check-page.tsx';
import { AutoDuplicateSettingCard } from './auto-duplicate-setting-card.tsx';

installGatewayServer();

let hits: AutoDuplicateHit[];
let setting: AutoDuplicateSetting;
let saved: unknown[];
let decisions: { kind: string; followId: number; reason: string }[];

const hit = (id: number, name: string): AutoDuplicateHit => ({
  id,
  followId: id,
  number: `PD2026112000${id}`,
  followNumber: `F200000${id}`,
  customerName: name,
  customerPhone: '138****0001',
  dispatchTime: '2026-11-19 09:30:00',
  hitTime: '2026-11-19 09:31:00',
  hitField: 'phone',
  hitKeyword: '138****0001',
  hitReason: `手机号与院内客户${name}一致`,
  matchedCustomerName: name,
  matchedLastVisitTime: null,
  action: 1,
  repeatStatus: 0,
  taskStatus: 1,
  taskStatusStr: '跟进中',
  follower: { id: 3001, name: '王雅琴' },
});

beforeEach(() => {
  hits = [hit(11, '李女士'), hit(12, '周先生')];
  setting = {
    enabled: false,
    matchFields: ['phone'],
    lookbackDays: 180,
    action: 1,
    notifyFollower: true,
    updateTime: null,
    operatorName: null,
  };
  saved = [];
  decisions = [];
  const decide =
    (kind: string, repeatStatus: 2 | 3) =>
    async ({ request }: { request: Request }) => {
      const body = (await request.json()) as { followId: number; reason: string };
      decisions.push({ kind, ...body });
      hits = hits.map((h) => (h.followId === body.followId ? { ...h, repeatStatus } : h));
      return success(true);
    };
  server.use(
    getGetAutoDuplicateSettingMockHandler(() => success(setting)),
    getSaveAutoDuplicateSettingMockHandler(async ({ request }) => {
      const body = (await request.json()) as Omit<AutoDuplicateSetting, 'updateTime' | 'operatorName'>;
      saved.push(body);
      setting = { ...body, updateTime: '2026-11-20 10:00:00', operatorName: '王雅琴' };
      return success(true);
    }),
    getGetOrderCheckKeywordsMockHandler(success([{ keyword: '已到院', followStatus: 2, tip: '客户已到院' }])),
    getGetAutoDuplicateHitListMockHandler(async ({ request }) => {
      const body = (await request.json()) as { page: number; limit: number; repeatStatus?: number };
      const page = paginate(
        hits.filter((h) => body.repeatStatus === undefined || h.repeatStatus === body.repeatStatus),
        body.page,
        body.limit,
      );
      return success({ total: page.total, page: page.page, limit: page.limit, list: page.rows });
    }),
    getSetNotRepeatOrderMockHandler(decide('notRepeat', 2)),
    getSetRepeatOrderMockHandler(decide('repeat', 3)),
  );
});

describe('auto duplicate check (/order/autoCheck)', () => {
  it('confirms "not duplicate" with a reason; the order leaves "to judge" for "not duplicate"', async () => {
    renderAtRoute(<AutoCheckPage />, '/order/autoCheck');
    const user = userEvent.setup();
    const row = (await screen.findByText('F20000011', {}, { timeout: 5000 })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Not duplicate' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Not duplicate' }));
    expect(await within(dialog).findByText('Enter the reason')).toBeInTheDocument();
    expect(decisions).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '家属代为咨询');
    await user.click(within(dialog).getByRole('button', { name: 'Not duplicate' }));
    await waitFor(() => expect(screen.queryByText('F20000011')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(decisions).toEqual([{ kind: 'notRepeat', followId: 11, reason: '家属代为咨询' }]);
    expect(screen.getByText('F20000012')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Not duplicate' }));
    expect(await screen.findByText('F20000011', {}, { timeout: 5000 })).toBeInTheDocument();
  }, 60_000);

  it('keeps the dialog and the reason when the transition table refuses the judgement', async () => {
    let refused = 0;
    server.use(
      answer(getSetRepeatOrderMockHandler, () => {
        refused += 1;
        return failure('当前状态「已成交」不能申请重单', '400');
      }),
    );
    renderAtRoute(<AutoCheckPage />, '/order/autoCheck');
    const user = userEvent.setup();
    const row = (await screen.findByText('F20000012', {}, { timeout: 5000 })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Duplicate' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '院内有消费记录');
    await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(refused).toBe(1));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Duplicate' })).not.toHaveClass('ant-btn-loading'));
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue('院内有消费记录');
    expect(screen.getByText('F20000012')).toBeInTheDocument();
  }, 60_000);

  it('checks the setting before saving it: a contact kind and 30 to 1095 days', async () => {
    renderAtRoute(<AutoDuplicateSettingCard />, '/order/autoCheck');
    const user = userEvent.setup();
    expect(await screen.findByText('已到院', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(await screen.findByLabelText('phone'));
    const days = screen.getByLabelText('Hospital customers of the last (days)');
    await user.clear(days);
    await user.type(days, '10');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose at least one contact kind')).toBeInTheDocument();
    expect(screen.getByText('Between 30 and 1095 days')).toBeInTheDocument();
    expect(saved).toEqual([]);

    await user.click(screen.getByLabelText('WeChat'));
    await user.clear(days);
    await user.type(days, '365');
    await user.click(screen.getByLabelText('Check new dispatches automatically'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ enabled: true, matchFields: ['wechat'], lookbackDays: 365, action: 1 });
    expect(await screen.findByText('Saved by 王雅琴 on 2026-11-20 10:00', {}, { timeout: 5000 })).toBeInTheDocument();
  }, 60_000);
});
