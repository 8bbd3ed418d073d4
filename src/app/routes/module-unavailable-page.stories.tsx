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

export const FinanceBills = meta.story({ args: { name: 'finance/bill' } });
export const Schedules = meta.story({ args: { name: 'schedule' } });
