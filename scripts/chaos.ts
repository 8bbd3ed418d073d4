/**
 * `npm run chaos -- --schedules 1000 [--seed N] [--only socket|screen] [--path P]`: the fault-injection
 * suites over many random schedules of closes, half-open links, restarts, lost ACKs, kicks and
 * rejections against the real sandbox socket server: the socket level
 * (src/lib/realtime/fault-injection.test.ts: lost, duplicated, out of order) and the screen
 * (src/app/realtime/screen-chaos.test.tsx: messages typed into the conversation, each
 * shown and stored once, in order, the badge equal to the server's). Each prints the seed and its
 * totals; a failing schedule is printed with its seed and path: `--seed S --path P` replays it.
 * `npm test` runs fixed-seed samples (30 at the socket level, 6 on the screen).
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { repoRoot } from './lib/paths.ts';

const { values } = parseArgs({
  options: { schedules: { type: 'string', default: '1000' }, seed: { type: 'string' }, only: { type: 'string' }, path: { type: 'string' } },
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
const SUITES = {
  socket: 'src/lib/realtime/fault-injection.test.ts',
  screen: 'src/app/realtime/screen-chaos.test.tsx',
} as const;
const only = values.only as keyof typeof SUITES | undefined;
if (only !== undefined && !(only in SUITES)) {
  console.error('--only must be socket or screen');
  process.exit(2);
}
const files = only ? [SUITES[only]] : Object.values(SUITES);
// One file at a time: each runs real sockets on real time, and the screen's renders are heavy.
const result = spawnSync('npx', ['vitest', 'run', '--no-file-parallelism', ...files], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: {
    ...process.env,
    CHAOS_SCHEDULES: String(schedules),
    CHAOS_SEED: String(seed),
    ...(values.path ? { CHAOS_PATH: values.path } : {}),
  },
});
process.exit(result.status ?? 1);
