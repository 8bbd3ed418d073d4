/**
 * `npm run chaos -- --schedules 1000 [--seed N]`: the realtime fault-injection suite
 * (src/lib/realtime/fault-injection.test.ts) over many random schedules of closes, half-open
 * links, restarts, lost ACKs, kicks and rejections against the real sandbox socket server. It
 * prints the seed and the totals (schedules, events, lost, duplicated, out of order); a failing
 * schedule is printed with its seed and path, so `--seed` replays the run. `npm test` runs a
 * fixed-seed sample of 30 of the same schedules.
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { repoRoot } from './lib/paths.ts';

const { values } = parseArgs({
  options: { schedules: { type: 'string', default: '1000' }, seed: { type: 'string' } },
});
const schedules = Number(values.schedules);
if (!Number.isInteger(schedules) || schedules < 1) {
  console.error('--schedules must be a positive whole number');
  process.exit(2);
}
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
if (!Number.isInteger(seed)) {
  console.error('--seed must be a whole number');
  process.exit(2);
}
console.log(`chaos: ${schedules} schedules from seed ${seed} (replay with --seed ${seed})`);
const result = spawnSync('npx', ['vitest', 'run', 'src/lib/realtime/fault-injection.test.ts'], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { ...process.env, CHAOS_SCHEDULES: String(schedules), CHAOS_SEED: String(seed) },
});
process.exit(result.status ?? 1);
