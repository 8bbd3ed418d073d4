/** The production profile: every value from the VITE_* variables the build was given. */
import { type ClientConfig, productionConfig } from '../profile.ts';

export const profileConfig: ClientConfig = productionConfig(import.meta.env as Record<string, string | undefined>);
