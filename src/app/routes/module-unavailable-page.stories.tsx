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

/** The route's own title as the page's heading and the honest sentence, never a fake page. */
const showsTitle = (title: RegExp) =>
  async function play({ canvasElement }: { canvasElement: HTMLElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(canvas.getByText(/^(This module is not available yet\.|该模块暂未开放。)$/)).toBeVisible();
  };

export const FinanceBills = meta.story({ args: { name: 'finance/bill' }, play: showsTitle(/^(Bills|账单管理)$/) });
export const Schedules = meta.story({ args: { name: 'schedule' }, play: showsTitle(/^(Schedules|排班管理)$/) });
