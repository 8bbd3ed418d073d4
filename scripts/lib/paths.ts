import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, wherever a script is started from. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
