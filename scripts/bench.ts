/**
 * `npm run bench`: the bundle figures, then the browser figures (realtime, start-up, the order
 * workbench, the chat workspace) on one production build pointed at the sandbox, built once here, then the sandbox's own figures
 * (seeding, read and write p95 at scale 1 and 4, token login to home data). Arguments (e.g.
 * `--enforce`) go to every part except that the sandbox's timings are always reported, never
 * enforced: on a shared machine they follow the load. The run fails when any part does, and ends
 * with one verdict line per part.
 *
 * `--quick` (what `npm test` runs): the same parts, the timed ones at scale 1, the start-up, the
 * order workbench and the chat workspace with 3 runs, so CI proves every bench still works and enforces the bundle budgets
 * within its time limit; the figures of record come from a full `npm run bench` on a quiet machine.
 */
import { spawnSync } from 'node:child_process';
import { buildSandboxClient } from './lib/bench-support.ts';
import { repoRoot } from './lib/paths.ts';

const quick = process.argv.includes('--quick');
const args = process.argv.slice(2).filter((arg) => arg !== '--no-build' && arg !== '--quick');
const timed = quick ? ['--scale', '1'] : [];
/** The parts whose timings are reported, never enforced (on a shared machine they follow the load). */
const reported = args.filter((arg) => arg !== '--enforce');
const verdicts: string[] = [];
const run = (name: string, script: string, partArgs: string[]) => {
  const result = spawnSync('npx', ['tsx', script, ...partArgs], { cwd: repoRoot, stdio: 'inherit' });
  verdicts.push(`${name}: ${result.status === 0 ? 'ok' : 'FAILED'}`);
  return result.status === 0;
};

const results = [run('bundle', 'scripts/bench-bundle.ts', args)];
await buildSandboxClient(process.argv);
results.push(
  run('realtime', 'scripts/bench-realtime.ts', [...args, '--no-build']),
  run('start-up', 'scripts/bench-startup.ts', [...args, '--no-build', ...(quick ? ['--runs', '3'] : [])]),
  // Issue 13's order workbench figures: reported, never enforced (timings on a shared machine).
  run('orders', 'scripts/bench-orders.ts', [...reported, '--no-build', ...timed, ...(quick ? ['--runs', '3'] : [])]),
  // Issue 14's chat workspace figures: reported, never enforced (the quick part stays under a minute).
  run('chat', 'scripts/bench-chat.ts', [...reported, '--no-build', ...timed, ...(quick ? ['--runs', '3', '--switch-cycles', '5'] : [])]),
  run('sandbox', 'scripts/bench-sandbox.ts', [...reported, ...timed]),
);
console.log(`\nbench${args.includes('--enforce') ? ' (enforced)' : ''}${quick ? ' (quick)' : ''}: ${verdicts.join(', ')}`);
process.exit(results.every(Boolean) ? 0 : 1);
