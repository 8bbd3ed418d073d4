/// <reference types="vite/client" />

/** The package version, injected at build time. */
declare const __APP_VERSION__: string;

/** The configuration of the profile being built (scripts/vite/client-profile-plugin.ts). */
declare module 'virtual:client-profile' {
  import type { ClientConfig } from '@/lib/config/profile.ts';
  export const profileConfig: ClientConfig;
}
