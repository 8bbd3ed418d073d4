import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { sharedConfig } from './vite.config.ts';

export default defineConfig({
  ...sharedConfig,
  test: {
    // Vitest's default in a run is one worker fewer than the cores: one, on these two-core
    // machines, which left a core idle while each file loaded jsdom and antd.
    maxWorkers: 2,
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
          // antd, rc-components and the icons pre-bundled once, instead of hundreds of modules
          // evaluated again for every test file (about a quarter of the web project's time).
          deps: { optimizer: { client: { enabled: true } } },
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
          // One module registry per worker, not per file: the sandbox's modules (and its seed) load
          // once instead of once per file, which took the node tests from about 6 to 1.5 minutes.
          // Each file builds its own platform, so nothing leaks between files. (The web project
          // keeps isolation: under a shared jsdom, antd's injected styles pile up and it got slower.)
          isolate: false,
        },
      },
    ],
  },
});
