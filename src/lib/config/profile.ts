/**
 * Runtime configuration of the client, chosen by profile at build time.
 *
 * - `sandbox`: the embedded sandbox platform on loopback (what `npm start` uses).
 * - `test`: Vitest and Storybook; gateways are fake hosts that MSW answers.
 * - `production`: the default for builds; every value comes from VITE_* variables, and the
 *   build stops (see scripts/check-production-env.ts) when one is missing or not https/wss.
 *
 * Each profile's values live in its own file under `profiles/`; a build bundles only its own
 * (the `virtual:client-profile` module, scripts/vite/client-profile-plugin.ts), so a production
 * bundle carries no sandbox or test value. This file holds what every profile shares.
 */
export type Profile = 'sandbox' | 'test' | 'production';

export interface ClientConfig {
  profile: Profile;
  /** Main gateway origin; paths carry /api/pc/1.0 or /api/pc/2.0. */
  mainGatewayUrl: string;
  /** Hospital chat gateway base, including /imclient-hospital; paths carry /api/v1. */
  chatGatewayUrl: string;
  chatSocketUrl: string;
  pushSocketUrl: string;
  appId: string;
  appSecret: string;
  /** Where web users without a session sign in; it sends them back with ?token=. */
  accountCenterUrl: string;
  /**
   * Where stored file paths live (specification, section 5: paths are saved without it): a path
   * `hospital/a.jpg` shows as `${imageBaseUrl}hospital/a.jpg`. Ends with a slash.
   */
  imageBaseUrl: string;
}

/** The variables a production build must be given, with what each one is. */
export const PRODUCTION_ENV = {
  VITE_MAIN_GATEWAY_URL: 'main gateway origin, e.g. https://gateway.example.com',
  VITE_CHAT_GATEWAY_URL: 'hospital chat gateway base, e.g. https://im.example.com/imclient-hospital',
  VITE_CHAT_SOCKET_URL: 'chat socket URL, e.g. wss://im.example.com/ws',
  VITE_PUSH_SOCKET_URL: 'push socket URL, e.g. wss://push.example.com/ws',
  VITE_APP_ID: 'application id issued by the platform',
  VITE_APP_SECRET: 'signing secret issued with the application id',
  VITE_ACCOUNT_CENTER_URL: 'account centre sign-in page for web users',
  VITE_IMAGE_BASE_URL: 'base URL of stored images and files (the CDN), e.g. https://img.example.com/',
} as const;

type ProductionVariable = keyof typeof PRODUCTION_ENV;

/** Addresses a production build may only reach encrypted: the token and signatures travel on them. */
const SECURE_SCHEME: Partial<Record<ProductionVariable, 'https:' | 'wss:'>> = {
  VITE_MAIN_GATEWAY_URL: 'https:',
  VITE_CHAT_GATEWAY_URL: 'https:',
  VITE_CHAT_SOCKET_URL: 'wss:',
  VITE_PUSH_SOCKET_URL: 'wss:',
  VITE_ACCOUNT_CENTER_URL: 'https:',
  VITE_IMAGE_BASE_URL: 'https:',
};

function schemeOf(value: string): string | undefined {
  try {
    return new URL(value).protocol;
  } catch {
    return undefined;
  }
}

type Env = Record<string, string | undefined>;

/** The production configuration from VITE_* values; throws naming every missing or insecure one. */
export function productionConfig(env: Env): ClientConfig {
  const missing = Object.keys(PRODUCTION_ENV).filter((key) => !env[key]);
  if (missing.length > 0) {
    throw new Error(`production profile needs ${missing.join(', ')} (see README, "Profiles")`);
  }
  const insecure = Object.entries(SECURE_SCHEME)
    .filter(([key, scheme]) => schemeOf(env[key] as string) !== scheme)
    .map(([key, scheme]) => `${key} must be a ${scheme}// URL (got ${JSON.stringify(env[key])})`);
  if (insecure.length > 0) {
    throw new Error(`production profile refuses unencrypted or malformed addresses: ${insecure.join('; ')} (see README, "Profiles")`);
  }
  const value = (key: ProductionVariable) => env[key] as string;
  return {
    profile: 'production',
    mainGatewayUrl: value('VITE_MAIN_GATEWAY_URL'),
    chatGatewayUrl: value('VITE_CHAT_GATEWAY_URL'),
    chatSocketUrl: value('VITE_CHAT_SOCKET_URL'),
    pushSocketUrl: value('VITE_PUSH_SOCKET_URL'),
    appId: value('VITE_APP_ID'),
    appSecret: value('VITE_APP_SECRET'),
    accountCenterUrl: value('VITE_ACCOUNT_CENTER_URL'),
    imageBaseUrl: value('VITE_IMAGE_BASE_URL'),
  };
}
