import { expect, within } from 'storybook/test';
import preview from '../../../.storybook/preview.tsx';
import ModuleUnavailablePage from './module-unavailable-page.tsx';
import { PageRouteContext } from './route-handle.ts';
import { titleKey } from './route-table.ts';

/** The placeholder as the router shows it: told its route (name and title) by the route objects. */
function OnRoute({ name }: { name: string }) {
  return (
    <PageRouteContext.Provider value={{ name, titleKey: titleKey(name) }}>
      <ModuleUnavailablePage />
    </PageRouteContext.Provider>
  );
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
