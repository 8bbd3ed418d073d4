import { expect, screen, userEvent, within } from 'storybook/test';
import { clearSession } from '@/lib/session/session-store.ts';
import { withRouter } from '@/testing/story-decorators.tsx';
import { startStorySession } from '@/testing/story-session.tsx';
import preview from '../../../.storybook/preview.tsx';
import CustomerListPage from './customer-list-page.tsx';

const meta = preview.meta({
  title: 'Pages/Customers (/customer)',
  component: CustomerListPage,
  beforeEach: () => {
    startStorySession();
    return () => clearSession();
  },
});

/** The sandbox's customers as demo-main sees them: status tabs with counts, filters, the paged table, export. */
export const AllCustomers = meta.story({
  decorators: [withRouter('/customer')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: /Customers|客户管理/ })).toBeVisible();
    await expect(canvas.getByRole('search')).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: /^(All|全部) \d+$/ })).toBeVisible();
    const table = await canvas.findByRole('table');
    await expect((await within(table).findAllByText(/^KH\d{13}$/)).length).toBe(10);
    await expect(canvas.getByRole('button', { name: /Export|导\s?出/ })).toBeVisible();
  },
});

/** Opened on the deal tab, sorted by deal amount: only dealt customers, the largest amount first. */
export const DealtByAmount = meta.story({
  decorators: [withRouter('/customer?status=4&sort=dealAmount.desc')],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table');
    const tags = await within(table).findAllByText(/^(deal|已成交)$/);
    await expect(tags.length).toBeGreaterThan(0);
    await expect(within(table).queryByText(/^(follow-up|跟进中)$/)).toBeNull();
    const amounts = within(table)
      .getAllByText(/^¥[\d,]+\.\d\d$/)
      .map((cell) => Number((cell.textContent ?? '').replace(/[¥,]/g, '')));
    await expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  },
});

/** A row opens the customer's detail over the list. */
export const OpenDetail = meta.story({
  decorators: [withRouter('/customer')],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table');
    const [first] = await within(table).findAllByText(/^KH\d{13}$/);
    if (!first) throw new Error('no customer row');
    await userEvent.click(first);
    const title = await screen.findByText(/^(Basic information|基本信息)$/);
    const drawer = within(title.closest('[role="dialog"]') as HTMLElement);
    await expect(await drawer.findByText(first.textContent ?? '')).toBeVisible();
  },
});
