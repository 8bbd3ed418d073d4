import { defineMain } from '@storybook/react-vite/node';

// The page gallery on mocks: every component's stories, served with the MSW worker that
// scripts/copy-msw-worker.ts places in .storybook/public.
export default defineMain({
  framework: { name: '@storybook/react-vite', options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } } },
  stories: ['../src/**/*.stories.tsx'],
  addons: ['msw-storybook-addon'],
  // The MSW worker (copied in by scripts/copy-msw-worker.ts) and the app's own static files (sounds).
  staticDirs: ['./public', '../public'],
  core: { disableTelemetry: true },
});
