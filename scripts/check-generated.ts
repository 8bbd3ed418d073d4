/**
 * CI freshness check: regenerate, then fail when generated/ differs from what is committed.
 * A stale generated/ means a contract changed without `npm run gen`.
 */
import { execFileSync } from 'node:child_process';
import { repoRoot } from './lib/paths.ts';

execFileSync(process.execPath, [`${repoRoot}/node_modules/tsx/dist/cli.mjs`, 'scripts/gen.ts', '--no-lint'], {
  cwd: repoRoot,
  stdio: 'inherit',
});
const changed = execFileSync('git', ['status', '--porcelain', '--untracked-files=all', 'generated'], { cwd: repoRoot, encoding: 'utf8' });
if (changed.trim()) {
  console.error(`generated/ is stale against contracts/ — run \`npm run gen\` and commit:\n${changed}`);
  process.exit(1);
}
console.log('generated/ is fresh');
