import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { sharedConfig } from './vite.config.ts';

export default defineConfig({
  ...sharedConfig,
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/testing/setup.ts'],
          // antd under jsdom on two cores: a first render can take seconds.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // The Electron binary is not on these machines; a test that loads the real module fails.
          alias: [{ find: /^electron$/, replacement: fileURLToPath(new URL('./electron/testing/forbidden-electron.ts', import.meta.url)) }],
          include: ['scripts/**/*.test.ts', 'mocks/**/*.test.ts', 'electron/**/*.test.ts', 'contracts/**/*.test.ts'],
        },
      },
    ],
  },
});
