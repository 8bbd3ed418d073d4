/**
 * Any profile's configuration, for the build tooling (vite.config.ts, the desktop compile, tests):
 * it knows every profile's values, so the client bundle never imports it (it gets only its own
 * profile through `virtual:client-profile`).
 */
import { type ClientConfig, type Profile, productionConfig } from './profile.ts';
import { profileConfig as sandbox } from './profiles/sandbox.ts';
import { profileConfig as test } from './profiles/test.ts';

type Env = Record<string, string | undefined>;

/** Builds the configuration for a profile; production reads and requires the VITE_* values. */
export function resolveConfig(profile: Profile, env: Env): ClientConfig {
  if (profile === 'sandbox') return sandbox;
  if (profile === 'test') return test;
  return productionConfig(env);
}

/** The profile a Vite mode builds: `vite` alone (development) is the sandbox. */
export function profileOfMode(mode: string): Profile {
  if (mode === 'development' || mode === 'sandbox') return 'sandbox';
  if (mode === 'test') return 'test';
  if (mode === 'production') return 'production';
  throw new Error(`unknown Vite mode "${mode}": use sandbox, test or production`);
}
