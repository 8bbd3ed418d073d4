import type { ClientConfig } from './profile.ts';
// Only the profile this bundle was built for (`vite --mode sandbox|test|production`); see
// scripts/vite/client-profile-plugin.ts.
import { profileConfig } from 'virtual:client-profile';

export const config: ClientConfig = profileConfig;
