import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { linkToRoute } from '@/lib/routing/links.ts';
import type { RouteName } from '@/lib/routing/routes.ts';
import preview from '../../../.storybook/preview.tsx';
import ModuleUnavailablePage from './module-unavailable-page.tsx';

function OnRoute({ name }: { name: RouteName }) {
  return (
    <MemoryRouter initialEntries={[linkToRoute(name)]}>
      <ModuleUnavailablePage />
    </MemoryRouter>
  );
}

const meta = preview.meta({ title: 'Shell/Module not available yet', component: OnRoute });

export const FinanceBills = meta.story({
  args: { name: 'finance/bill' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: /Bills|账单/ })).toBeVisible();
  },
});
export const Schedules = meta.story({
  args: { name: 'schedule' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: /Schedules|排班/ })).toBeVisible();
  },
});
