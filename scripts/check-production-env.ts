/**
 * Proves that a production build without its configuration stops with a clear message naming
 * every missing variable, instead of shipping a client that talks to nowhere.
 */
import { spawnSync } from 'node:child_process';
import { PRODUCTION_ENV } from '../src/lib/config/profile.ts';
import { repoRoot } from './lib/paths.ts';

const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_')));
const result = spawnSync('npx', ['vite', 'build', '--mode', 'production', '--outDir', '.tmp/prod-check'], {
  cwd: repoRoot,
  env,
  encoding: 'utf8',
});
const output = `${result.stdout}${result.stderr}`;
const missing = Object.keys(PRODUCTION_ENV).filter((key) => !output.includes(key));
if (result.status === 0 || missing.length > 0) {
  console.error(
    `expected the production build to stop and name every missing variable; exit ${result.status}, not named: ${missing.join(', ')}`,
  );
  console.error(output);
  process.exit(1);
}
console.log('production build without configuration stops and names: ' + Object.keys(PRODUCTION_ENV).join(', '));
