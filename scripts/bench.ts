/**
 * `npm run bench`: the bundle figures, then the realtime figures. Arguments (e.g. `--enforce`,
 * `--no-build`) go to both; the run fails when either does.
 */
import { spawnSync } from 'node:child_process';
import { repoRoot } from './lib/paths.ts';

let failed = false;
for (const script of ['scripts/bench-bundle.ts', 'scripts/bench-realtime.ts']) {
  const result = spawnSync('npx', ['tsx', script, ...process.argv.slice(2)], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
