import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { VerificationOrder } from '@generated/main/model';
import {
  getGetVerificationOrderByCodeMockHandler,
  getWriteOffSkuCodeMockHandler,
  getWriteOffStrictSelectCodeMockHandler,
} from '@generated/main/verification/verification.msw';
import { answer } from '@/testing/gateway-handlers.ts';
import { renderAtRoute } from '@/testing/render.tsx';
import { failure, installGatewayServer, ok, server } from '@/testing/test-gateway.ts';
import { VerificationPanel } from './verification-panel.tsx';

installGatewayServer();

let codes: Record<string, VerificationOrder>;
let lookups: string[];
let writeOffs: unknown[];

const order = (code: string, over: Partial<VerificationOrder>): VerificationOrder => ({
  code,
  kind: 'sku',
  orderId: 402301,
  orderNumber: 'EC202611200031',
  productName: '光子嫩肤三次卡',
  skuName: '3次',
  quantity: 3,
  remainingQuantity: 3,
  amount: 1680,
  customer: { name: '陈女士', phone: '139****0023' },
  thirdPartyPlatform: null,
  status: 0,
  payTime: '2026-11-10 12:08:00',
  validUntil: '2027-11-10',
  lastWriteOffTime: null,
  lastWriteOffOperator: null,
  ...over,
});

beforeEach(() => {
  lookups = [];
  writeOffs = [];
  codes = {
    '810000000001': order('810000000001', {}),
    '610000000001': order('610000000001', { kind: 'strictSelect', orderId: 5501, quantity: 1, remainingQuantity: 1, skuName: null }),
  };
  const writeOff = async ({ request }: { request: Request }) => {
    const body = (await request.json()) as { code: string; quantity?: number };
    writeOffs.push(body);
    const row = codes[body.code] as VerificationOrder;
    if (row.remainingQuantity === 0) return failure('该码已于2026-11-20 10:00核销，不能重复核销', '400');
    const left = row.remainingQuantity - (body.quantity ?? 1);
    codes[body.code] = { ...row, remainingQuantity: left, status: left === 0 ? 2 : 1, lastWriteOffTime: '2026-11-20 10:00:00' };
    return ok(true);
  };
  server.use(
    answer(getGetVerificationOrderByCodeMockHandler, ({ request }) => {
      const code = new URL(request.url).searchParams.get('code') ?? '';
      lookups.push(code);
      const row = codes[code];
      return row ? ok(row) : failure('核销码不存在，请核对后重新输入', '400');
    }),
    answer(getWriteOffSkuCodeMockHandler, writeOff),
    answer(getWriteOffStrictSelectCodeMockHandler, writeOff),
  );
});

async function lookUp(code: string) {
  const user = userEvent.setup();
  renderAtRoute(<VerificationPanel />, '/order/alllist');
  await user.type(screen.getByRole('textbox', { name: 'Verification code' }), code);
  await user.click(screen.getByRole('button', { name: 'Look up' }));
  return user;
}

describe('verification write-off', () => {
  it('checks the code before looking it up', async () => {
    const user = await lookUp('12 34');
    expect(await screen.findByText('6 to 32 letters or digits')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Verification code' }));
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText('Enter the code')).toBeInTheDocument();
    expect(lookups).toEqual([]);
  });

  it('shows what an unknown code is refused with, beside the code', async () => {
    await lookUp('1234 5678 9999');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('核销码不存在，请核对后重新输入');
    expect(lookups).toEqual(['123456789999']);
  });

  it('shows what the code is for, writes sku uses off within what is left, then reads the new state', async () => {
    const user = await lookUp('8100 0000 0001');
    expect(await screen.findByText('光子嫩肤三次卡（3次）', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('mall (sku) order')).toBeInTheDocument();
    expect(screen.getByText('陈女士 139****0023')).toBeInTheDocument();
    expect(screen.getByText('¥1,680.00')).toBeInTheDocument();
    expect(screen.getByText('3 of 3')).toBeInTheDocument();

    const uses = screen.getByRole('spinbutton', { name: 'Uses to write off' });
    await user.clear(uses);
    await user.type(uses, '4');
    await user.click(screen.getByRole('button', { name: 'Write off' }));
    expect(await screen.findByText('Between 1 and 3')).toBeInTheDocument();
    expect(writeOffs).toEqual([]);

    await user.clear(uses);
    await user.type(uses, '2');
    await user.click(screen.getByRole('button', { name: 'Write off' }));
    expect(await screen.findByText('Written off: 光子嫩肤三次卡', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(writeOffs).toEqual([{ code: '810000000001', orderId: 402301, quantity: 2 }]);
    expect(await screen.findByText('1 of 3')).toBeInTheDocument();
    expect(screen.getByText('partly used')).toBeInTheDocument();
  });

  it('writes a strict-select code off once; the second write-off shows the platform refusal', async () => {
    const user = await lookUp('610000000001');
    await user.click(await screen.findByRole('button', { name: 'Write off' }, { timeout: 5000 }));
    expect(await screen.findByText('Written off: 光子嫩肤三次卡', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('used')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Write off' }));
    expect(await screen.findByText(/不能重复核销/)).toBeInTheDocument();
    expect(writeOffs).toHaveLength(2);
  });
});
