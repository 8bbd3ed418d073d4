import { type ClientConfig, type Profile, resolveConfig } from './profile.ts';

/** The profile this bundle was built for (`vite --mode sandbox|test|production`). */
const profile = (import.meta.env.MODE === 'development' ? 'sandbox' : import.meta.env.MODE) as Profile;

export const config: ClientConfig = resolveConfig(profile, import.meta.env as Record<string, string | undefined>);
