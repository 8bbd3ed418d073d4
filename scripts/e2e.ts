/** `npm run e2e`: Playwright in Debian's Chromium against the sandbox platform (see playwright.config.ts). */
import { spawnSync } from 'node:child_process';
import { repoRoot } from './lib/paths.ts';

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { ...process.env },
});
process.exit(result.status ?? 1);
