import { expect, within } from 'storybook/test';
import { clearSession } from '@/lib/session/session-store.ts';
import { withRouter } from '@/testing/story-decorators.tsx';
import { startStorySession } from '@/testing/story-session.tsx';
import preview from '../../../.storybook/preview.tsx';
import AccountListPage from './account-list-page.tsx';

const meta = preview.meta({
  title: 'Pages/Accounts (/hospital/account)',
  component: AccountListPage,
  beforeEach: () => {
    startStorySession();
    return () => clearSession();
  },
});

/** The hospital's accounts as the main account sees them: filters, the table, the row actions. */
export const AllAccounts = meta.story({
  decorators: [withRouter('/hospital/account')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search')).toBeVisible();
    const table = await canvas.findByRole('table', { name: /Accounts|账号列表/ });
    await expect(await within(table).findByText(/demo-main/)).toBeVisible();
    await expect((await within(table).findAllByRole('button', { name: /Set password|设置密码/ })).length).toBeGreaterThan(1);
    await expect(canvas.getByRole('button', { name: /New sub-account|新建子账号/ })).toBeVisible();
  },
});
