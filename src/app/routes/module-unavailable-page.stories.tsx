import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import preview from '../../../.storybook/preview.tsx';
import ModuleUnavailablePage from './module-unavailable-page.tsx';
import { titleKey } from './route-table.ts';

function OnRoute({ name }: { name: string }) {
  const router = createMemoryRouter([{ path: '/', element: <ModuleUnavailablePage />, handle: { name, titleKey: titleKey(name) } }]);
  return <RouterProvider router={router} />;
}

const meta = preview.meta({ title: 'Shell/Module not available yet', component: OnRoute });

/** The route's own title and the honest sentence, never a fake page. */
const showsTitle = (title: RegExp) =>
  async function play({ canvasElement }: { canvasElement: HTMLElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(title)).toBeVisible();
    await expect(canvas.getByText(/^(This module is not available yet\.|该模块暂未开放。)$/)).toBeVisible();
  };

export const FinanceBills = meta.story({ args: { name: 'finance/bill' }, play: showsTitle(/^(Bills|账单管理)$/) });
export const Schedules = meta.story({ args: { name: 'schedule' }, play: showsTitle(/^(Schedules|排班管理)$/) });
