/**
 * `npm run bench`: the bundle figures, then the browser figures (realtime, start-up) on one
 * production build pointed at the sandbox, built once here. Arguments (e.g. `--enforce`) go to
 * every part; the run fails when any part does, and ends with one verdict line per part.
 */
import { spawnSync } from 'node:child_process';
import { buildSandboxClient } from './lib/bench-support.ts';
import { repoRoot } from './lib/paths.ts';

const args = process.argv.slice(2).filter((arg) => arg !== '--no-build');
const verdicts: string[] = [];
const run = (name: string, script: string, extra: string[] = []) => {
  const result = spawnSync('npx', ['tsx', script, ...args, ...extra], { cwd: repoRoot, stdio: 'inherit' });
  verdicts.push(`${name}: ${result.status === 0 ? 'ok' : 'FAILED'}`);
  return result.status === 0;
};

const results = [run('bundle', 'scripts/bench-bundle.ts')];
await buildSandboxClient(process.argv);
results.push(run('realtime', 'scripts/bench-realtime.ts', ['--no-build']), run('start-up', 'scripts/bench-startup.ts', ['--no-build']));
console.log(`\nbench${args.includes('--enforce') ? ' (enforced)' : ''}: ${verdicts.join(', ')}`);
process.exit(results.every(Boolean) ? 0 : 1);
