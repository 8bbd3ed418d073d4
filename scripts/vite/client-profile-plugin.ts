/**
 * Resolves `virtual:client-profile` to the one profile file of the mode being built
 * (src/lib/config/profiles/<profile>.ts). The other profiles are never imported, so their values
 * (the sandbox's secret, loopback and fake hosts) cannot end up in a production bundle.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { profileOfMode } from '../../src/lib/config/resolve-config.ts';

export const CLIENT_PROFILE_MODULE = 'virtual:client-profile';

export function clientProfilePlugin(): Plugin {
  let file = '';
  return {
    name: 'client-profile',
    enforce: 'pre',
    configResolved(config) {
      file = fileURLToPath(new URL(`../../src/lib/config/profiles/${profileOfMode(config.mode)}.ts`, import.meta.url));
    },
    resolveId(id) {
      return id === CLIENT_PROFILE_MODULE ? file : undefined;
    },
  };
}
