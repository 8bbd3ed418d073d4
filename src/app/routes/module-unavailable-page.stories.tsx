import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import preview from '../../../.storybook/preview.tsx';
import ModuleUnavailablePage from './module-unavailable-page.tsx';
import { titleKey } from './route-table.ts';

function OnRoute({ name }: { name: string }) {
  const router = createMemoryRouter([{ path: '/', element: <ModuleUnavailablePage />, handle: { name, titleKey: titleKey(name) } }]);
  return <RouterProvider router={router} />;
}

const meta = preview.meta({ title: 'Shell/Module not available yet', component: OnRoute });

export const FinanceBills = meta.story({ args: { name: 'finance/bill' } });
export const Schedules = meta.story({ args: { name: 'schedule' } });
