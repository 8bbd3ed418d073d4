import preview from '../../../.storybook/preview.tsx';
import DiagnosticsPage from './diagnostics-page.tsx';

const meta = preview.meta({ title: 'Pages/Diagnostics (/test)', component: DiagnosticsPage });

export const Default = meta.story({});
