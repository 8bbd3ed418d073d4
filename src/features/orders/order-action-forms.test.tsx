import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderDetail } from '@generated/main/model';
import { orderDetailView } from '@mocks/domain/orders.ts';
import { findAccount } from '@mocks/domain/session.ts';
import type { StoredOrder } from '@mocks/db/state.ts';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render.tsx';
import { installSandboxGateway } from '@/testing/sandbox-gateway.ts';
import { installGatewayServer } from '@/testing/test-gateway.ts';
import {
  AddContactForm,
  AppointmentForm,
  DealForm,
  FollowUpForm,
  InvalidContactForm,
  MetForm,
  RemindForm,
  RepeatForm,
  SupplyOrderForm,
  UndealtForm,
} from './order-action-forms.tsx';
import { platformNowText } from '@/lib/dates/platform-time.ts';

installGatewayServer();
const sandbox = installSandboxGateway();
const slow = { timeout: 8000 };
/** No delay between keystrokes: the forms are slow enough to render in jsdom. */
const fast = () => userEvent.setup({ delay: null });

/** An order of the sandbox in `status` that allows `action`, as the detail answers it. */
function orderWith(status: number, action: number): { stored: StoredOrder; detail: OrderDetail } {
  const viewer = findAccount(sandbox.platform, 'demo-main')!;
  for (const stored of sandbox.platform.db.orders.list()) {
    if (stored.taskStatus !== status) continue;
    const detail = orderDetailView(sandbox.platform, stored, viewer);
    if (detail.allowedActions.includes(action as never)) return { stored, detail };
  }
  throw new Error(`no order in status ${status} allows ${action}`);
}

const dialog = () => screen.findByRole('dialog', {}, slow);
const submit = async (name: string) => fast().click(within(await dialog()).getByRole('button', { name }));
const error = (text: string) => screen.findByText(text, {}, slow);

/**
 * Types a date-time into an antd picker and confirms it with the panel's OK, as a mouse user does
 * (Enter would also submit the form: a test that then clicks submit would catch it mid-flight).
 */
async function pickTime(label: string, text: string) {
  const user = userEvent.setup({ delay: null });
  const input = within(await dialog()).getByLabelText(label);
  await user.click(input);
  await user.clear(input);
  await user.type(input, text);
  const panels = document.querySelectorAll<HTMLElement>('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
  await user.click(within(panels[panels.length - 1]!).getByRole('button', { name: 'OK' }));
}

/** 'yyyy-MM-dd HH:mm' some days from the platform's now (negative: ago). */
function daysFromNow(days: number): string {
  const now = new Date(`${platformNowText().replace(' ', 'T')}Z`).getTime();
  return new Date(now + days * 86_400_000).toISOString().slice(0, 16).replace('T', ' ');
}

// Each case seeds a sandbox and renders antd forms: slow on a shared 2-core machine.
describe('order action forms', { timeout: 90_000 }, () => {
  it('set reminder: both fields required, a past time refused, a future one saved', async () => {
    const { detail } = orderWith(1, 3);
    const onClose = vi.fn();
    renderWithProviders(<RemindForm order={detail} onClose={onClose} />);
    await submit('Set reminder');
    expect((await screen.findAllByText('Required', {}, slow)).length).toBe(2);
    await pickTime('Remind at', daysFromNow(-1));
    await fast().type(within(await dialog()).getByLabelText('What to do'), '回访客户');
    await submit('Set reminder');
    expect(await error('Pick a time in the future')).toBeInTheDocument();
    expect(sandbox.platform.db.orders.get(detail.id)?.remind?.content).not.toBe('回访客户');
    const when = daysFromNow(2);
    await pickTime('Remind at', when);
    await submit('Set reminder');
    await waitFor(() => expect(onClose).toHaveBeenCalled(), slow);
    expect(sandbox.platform.db.orders.get(detail.id)?.remind).toMatchObject({ content: '回访客户', remindTime: `${when}:00` });
    expect(await screen.findByText('Set reminder: done', {}, slow)).toBeInTheDocument();
  });

  it('follow up: content required; saved into the timeline', async () => {
    const { detail } = orderWith(1, 2);
    const onClose = vi.fn();
    renderWithProviders(<FollowUpForm order={detail} onClose={onClose} />);
    await submit('Follow up');
    expect(await error('Required')).toBeInTheDocument();
    await fast().type(within(await dialog()).getByLabelText('Follow-up'), '电话联系客户，约周六面诊');
    await pickTime('Next follow-up', daysFromNow(-2));
    await submit('Follow up');
    expect(await error('Pick a time in the future')).toBeInTheDocument();
    await pickTime('Next follow-up', daysFromNow(3));
    await submit('Follow up');
    await waitFor(() => expect(onClose).toHaveBeenCalled(), slow);
    expect(sandbox.platform.db.orders.get(detail.id)?.followRecords[0]).toMatchObject({ action: 2, content: '电话联系客户，约周六面诊' });
  });

  it('appointment: the visit must be in the future; met: the visit must have happened', async () => {
    const { detail } = orderWith(1, 7);
    const { unmount } = renderWithProviders(<AppointmentForm order={detail} onClose={() => {}} />);
    await submit('Set meeting appointment');
    expect(await error('Required')).toBeInTheDocument();
    await pickTime('Visit time', daysFromNow(-1));
    await submit('Set meeting appointment');
    expect(await error('Pick a time in the future')).toBeInTheDocument();
    unmount();
    renderWithProviders(<MetForm order={detail} onClose={() => {}} />);
    await pickTime('Visited at', daysFromNow(1));
    await submit('Met');
    expect(await error('Pick a time that has passed')).toBeInTheDocument();
    expect(sandbox.platform.db.orders.get(detail.id)?.taskStatus).toBe(1);
  });

  it('dealt: the amount is yuan with at most two decimals, more than 0, at most 10 million; evidence required', async () => {
    const { detail } = orderWith(2, 9);
    renderWithProviders(<DealForm order={detail} onClose={() => {}} />);
    const amount = within(await dialog()).getByLabelText('Amount (yuan)');
    const user = userEvent.setup({ delay: null });
    await submit('Dealt');
    expect((await screen.findAllByText('Required', {}, slow)).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('Add at least one image')).toBeInTheDocument();
    for (const [text, message] of [
      ['12.345', 'An amount in yuan with at most two decimals, like 1280 or 99.50'],
      ['1e3', 'An amount in yuan with at most two decimals, like 1280 or 99.50'],
      ['0.00', 'The amount must be more than 0'],
      ['10000000.01', 'At most 10,000,000 yuan'],
    ] as const) {
      await user.clear(amount);
      await user.type(amount, text);
      expect(await error(message)).toBeInTheDocument();
    }
    await user.clear(amount);
    await user.type(amount, '0.30');
    await waitFor(() => expect(screen.queryByText(/^An amount in yuan|^The amount must|^At most 10/)).not.toBeInTheDocument(), slow);
    expect(sandbox.platform.db.orders.get(detail.id)?.deals).toEqual([]);
  });

  it('undealt, invalid contact: a reason is required', async () => {
    const { detail } = orderWith(2, 10);
    const { unmount } = renderWithProviders(<UndealtForm order={detail} onClose={() => {}} />);
    await submit('Undealt');
    expect(await error('Required')).toBeInTheDocument();
    unmount();
    const invalid = orderWith(1, 13).detail;
    renderWithProviders(<InvalidContactForm order={invalid} onClose={() => {}} />);
    await submit('Invalid contact');
    expect(await error('Required')).toBeInTheDocument();
  });

  it('repeat: a blank reason is refused; a reason is sent for review', async () => {
    const { detail } = orderWith(1, 11);
    const onClose = vi.fn();
    renderWithProviders(<RepeatForm order={detail} action={11} onClose={onClose} />);
    const reason = within(await dialog()).getByLabelText('Reason');
    await fast().type(reason, '   ');
    await submit('Repeat');
    expect(await error('Required')).toBeInTheDocument();
    await fast().type(reason, '该客户上月已到院消费');
    await submit('Repeat');
    await waitFor(() => expect(onClose).toHaveBeenCalled(), slow);
    expect(sandbox.platform.db.orders.get(detail.id)?.repeatStatus).toBe(3);
  });

  it('supply order: products required, picked from the platform’s SPUs', async () => {
    const { detail, stored } = orderWith(2, 6);
    const before = stored.supplyOrders.length;
    const onClose = vi.fn();
    renderWithProviders(<SupplyOrderForm order={detail} onClose={onClose} />);
    await submit('Supply order');
    expect(await error('Required')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(within(await dialog()).getByLabelText('Products'));
    await user.click(await screen.findByText(/^光子嫩肤 M22 全脸/, {}, slow));
    await submit('Supply order');
    await waitFor(() => expect(onClose).toHaveBeenCalled(), slow);
    expect(sandbox.platform.db.orders.get(detail.id)?.supplyOrders.length).toBe(before + 1);
  });

  it('add contact: a mainland mobile has 11 digits (unless foreign), an email must look like one', async () => {
    const { detail } = orderWith(1, 5);
    renderWithProviders(<AddContactForm order={detail} onClose={() => {}} />);
    const user = userEvent.setup({ delay: null });
    const value = within(await dialog()).getByLabelText('Contact');
    await user.type(value, '12345');
    expect(await error('A mainland mobile number has 11 digits starting with 1')).toBeInTheDocument();
    await user.click(within(await dialog()).getByRole('switch', { name: 'Foreign phone number' }));
    await waitFor(() => expect(screen.queryByText('A mainland mobile number has 11 digits starting with 1')).not.toBeInTheDocument(), slow);
    await user.click(within(await dialog()).getByLabelText('Kind'));
    await user.click(await screen.findByTitle('Email'));
    await user.clear(value);
    await user.type(value, 'not-an-email');
    expect(await error('Not an email address')).toBeInTheDocument();
  });
});
