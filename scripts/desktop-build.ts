/**
 * `npm run desktop:build [-- --mode sandbox]`: the installable desktop app.
 * 1. the client, `vite build` for the profile (production by default: needs the VITE_* values);
 * 2. main and preload for the same profile (scripts/desktop-compile.ts);
 * 3. electron-builder with electron-builder.config.ts for the current platform (add `--win`,
 *    `--mac` or `--linux` to choose), output in release/.
 * Step 3 needs the Electron binary that electron-builder downloads; where that cannot be had
 * (these machines) it stops with electron-builder's error after steps 1 and 2 succeeded.
 */
import { spawnSync } from 'node:child_process';
import { build } from 'electron-builder';
import { builderConfig } from '../electron-builder.config.ts';
import { compileDesktop, modeFromArgs } from './desktop-compile.ts';
import { repoRoot } from './lib/paths.ts';

const args = process.argv.slice(2);
const mode = modeFromArgs(args);
const profile = mode === 'development' ? 'production' : mode;

console.log(`1/3 client: vite build --mode ${profile}`);
const client = spawnSync('npx', ['vite', 'build', '--mode', profile], { cwd: repoRoot, stdio: 'inherit' });
if (client.status !== 0) process.exit(client.status ?? 1);

console.log('2/3 main and preload');
await compileDesktop(profile);

console.log('3/3 electron-builder');
const platforms = { '--win': 'win', '--mac': 'mac', '--linux': 'linux' } as const;
const chosen = Object.entries(platforms).filter(([flag]) => args.includes(flag));
try {
  await build({
    projectDir: repoRoot,
    config: builderConfig,
    publish: 'never',
    ...Object.fromEntries(chosen.map(([, platform]) => [platform, []])),
  });
  console.log('desktop app packaged in release/');
} catch (error) {
  console.error(`\nPackaging failed: ${error instanceof Error ? error.message : String(error)}`);
  console.error(
    'electron-builder needs the Electron binary for the target platform; it cannot be downloaded on machines without access to it.',
  );
  process.exit(1);
}
