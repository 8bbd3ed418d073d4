import { expect, screen, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import ContractListPage from './contract-list-page.tsx';

const meta = preview.meta({ title: 'Pages/Agreements (/hospital/contract)', component: ContractListPage });

/** The seeded agreements (13 on), the one waiting for a signature first, with sign and download. */
export const Agreements = meta.story({
  decorators: [withRouter('/hospital/contract')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: /Contracts|合同管理/ })).toBeVisible();
    const table = await canvas.findByRole('table');
    await expect((await within(table).findAllByRole('button', { name: /^(Sign|签\s?署)$/ })).length).toBeGreaterThan(0);
    await expect((await within(table).findAllByRole('button', { name: /Download|下\s?载/ })).length).toBeGreaterThan(0);
  },
});

/** A 13310202-style jump: `?id=15&contractType=2` opens the e-commerce agreement waiting for a signature. */
export const OpenedFromNotification = meta.story({
  decorators: [withRouter('/hospital/contract?id=15&contractType=2')],
  play: async () => {
    const drawer = await screen.findByRole('dialog');
    await expect(await within(drawer).findByText(/第一条 合作内容/)).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: /^(Sign|签\s?署)$/ })).toBeVisible();
  },
});
