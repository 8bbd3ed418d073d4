/** Puts MSW's service worker, from the installed msw version, where Storybook serves static files. */
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './lib/paths.ts';

const target = join(repoRoot, '.storybook', 'public');
mkdirSync(target, { recursive: true });
copyFileSync(join(repoRoot, 'node_modules', 'msw', 'lib', 'mockServiceWorker.js'), join(target, 'mockServiceWorker.js'));
