/**
 * `npm run bench`: the bundle figures, the realtime figures, then the sandbox figures. Arguments
 * (e.g. `--enforce`, `--no-build`) go to each; the run fails when any does.
 */
import { spawnSync } from 'node:child_process';
import { repoRoot } from './lib/paths.ts';

let failed = false;
const args = process.argv.slice(2);
for (const script of ['scripts/bench-bundle.ts', 'scripts/bench-realtime.ts', 'scripts/bench-sandbox.ts']) {
  // The realtime bench has just built the sandbox client the sandbox bench signs in with.
  const reuse = script === 'scripts/bench-sandbox.ts' && !args.includes('--no-build') ? ['--no-build'] : [];
  const result = spawnSync('npx', ['tsx', script, ...args, ...reuse], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
