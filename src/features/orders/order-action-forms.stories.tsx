import type { ReactNode } from 'react';
import { expect, screen, userEvent, within } from 'storybook/test';
import { useGetTransferTreatmentOrderDetail } from '@generated/main/orders/orders';
import type { OrderDetail } from '@generated/main/model';
import { QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import preview from '../../../.storybook/preview.tsx';
import { ActionForm } from './order-action-forms.tsx';
import type { ButtonAction } from './order-actions-meta.ts';

/** Form errors and dropdown options animate in, so their presence is asserted rather than their opacity. */
/** An action's form on a sandbox order (the forms take the order as the detail answers it). */
function OnOrder({ followId, children }: { followId: number; children: (order: OrderDetail) => ReactNode }) {
  const query = useGetTransferTreatmentOrderDetail({ followId }, { query: { select: (answer) => answer.data } });
  return <QueryBoundary query={query}>{children}</QueryBoundary>;
}

function Demo({ action }: { action: Exclude<ButtonAction, 4> }) {
  return <OnOrder followId={880003}>{(order) => <ActionForm action={action} order={order} onClose={() => {}} />}</OnOrder>;
}

const meta = preview.meta({ title: 'Orders/Action forms', component: Demo });

const dialog = () => screen.findByRole('dialog');
const press = async (name: RegExp) => userEvent.click(within(await dialog()).getByRole('button', { name }));

/** Dealt: deal type, a decimal amount (two decimals at most), projects, time, evidence. */
export const Dealt = meta.story({
  args: { action: 9 },
  play: async () => {
    const form = within(await dialog());
    await press(/^(Dealt|已成交)$/);
    await expect(await form.findByText(/Add at least one image|请至少上传一张图片/)).toBeInTheDocument();
    await userEvent.type(form.getByRole('textbox', { name: /Amount \(yuan\)|金额（元）/ }), '12.345');
    await expect(await form.findByText(/at most two decimals|最多两位小数/)).toBeInTheDocument();
  },
});

/** Set reminder: a time in the future and what to do. */
export const SetReminder = meta.story({
  args: { action: 3 },
  play: async () => {
    const form = within(await dialog());
    await press(/^(Set reminder|设置提醒)$/);
    await expect((await form.findAllByText(/^(Required|必填)$/)).length).toBe(2);
  },
});

/** Follow up: content, next follow time, images. */
export const FollowUp = meta.story({
  args: { action: 2 },
  play: async () => {
    const form = within(await dialog());
    await expect(form.getByRole('textbox', { name: /^(Follow-up|跟进内容)$/ })).toBeInTheDocument();
    await expect(form.getByRole('textbox', { name: /Next follow-up|下次跟进时间/ })).toBeInTheDocument();
    await press(/^(Follow up|跟进)$/);
    await expect(await form.findByText(/^(Required|必填)$/)).toBeInTheDocument();
  },
});

/** Supply order: the platform's products to pick from. */
export const SupplyOrder = meta.story({
  args: { action: 6 },
  play: async () => {
    const form = within(await dialog());
    await userEvent.click(form.getByRole('combobox', { name: /Products|商品/ }));
    await expect(await screen.findByText(/^热玛吉 FLX 全脸 900发/)).toBeInTheDocument();
  },
});

/** Add contact info: a mainland mobile is checked. */
export const AddContact = meta.story({
  args: { action: 5 },
  play: async () => {
    const form = within(await dialog());
    await userEvent.type(form.getByRole('textbox', { name: /^(Contact|联系方式)$/ }), '12345');
    await expect(await form.findByText(/11 digits|11 位数字/)).toBeInTheDocument();
  },
});

/** Invalid contact: the reasons of the contract. */
export const InvalidContact = meta.story({
  args: { action: 13 },
  play: async () => {
    const form = within(await dialog());
    await userEvent.click(form.getByRole('combobox', { name: /^(Reason|原因)$/ }));
    await expect(await screen.findByText(/Unreachable after repeated calls|多次拨打无法接通/)).toBeInTheDocument();
  },
});
