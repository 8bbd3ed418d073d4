import preview from '../../../.storybook/preview.tsx';
import { SandboxPanel } from './sandbox-panel.tsx';

const meta = preview.meta({ title: 'Sandbox/Sandbox panel', component: SandboxPanel });

export const Closed = meta.story({});
export const Open = meta.story({ args: { defaultOpen: true } });
