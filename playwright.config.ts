import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the sandbox
 * platform and a sandbox-profile build of the client, both started here.
 */
const SANDBOX_PORT = Number(process.env.SANDBOX_PORT ?? 4010);

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.e2e.ts',
  // A stray test.only would quietly run one test and skip the rest: CI refuses it.
  forbidOnly: Boolean(process.env.CI),
  fullyParallel: false,
  // The app's tests share one sandbox and reset it before each test, so they run one at a time
  // (the project's `workers: 1` below). The XSS gate needs no sandbox (its own harness page, its
  // own server) and is the longest single test: it runs beside them on the second core.
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  // `npm test` adds a JSON report of its own (scripts/test-all.ts), outside outputDir: Playwright
  // empties test-results/ when it starts.
  reporter: 'list',
  use: {
    baseURL: 'http://127.0.0.1:5173',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: /xss-gate\.e2e\.ts$/, workers: 1, use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'xss-gate', testMatch: /xss-gate\.e2e\.ts$/, workers: 1, use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: [
    {
      command: 'tsx mocks/cli.ts serve --fresh --data-dir .sandbox-data/e2e',
      url: `http://127.0.0.1:${SANDBOX_PORT}/__sandbox/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: 'vite build --mode sandbox --outDir dist/sandbox --logLevel warn && vite preview --mode sandbox --outDir dist/sandbox',
      url: 'http://127.0.0.1:5173',
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
});
