/**
 * Runtime configuration of the client, chosen by profile at build time.
 *
 * - `sandbox`: the embedded sandbox platform on loopback (what `npm start` uses).
 * - `test`: Vitest and Storybook; gateways are fake hosts that MSW answers.
 * - `production`: the default for builds; every value comes from VITE_* variables, and the
 *   build stops (see scripts/check-production-env.ts) when one is missing.
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
} as const;

export const SANDBOX_ORIGIN = 'http://127.0.0.1:4010';

export const PROFILES: Record<Exclude<Profile, 'production'>, ClientConfig> = {
  sandbox: {
    profile: 'sandbox',
    mainGatewayUrl: SANDBOX_ORIGIN,
    chatGatewayUrl: `${SANDBOX_ORIGIN}/imclient-hospital`,
    chatSocketUrl: 'ws://127.0.0.1:4010/ws/chat',
    pushSocketUrl: 'ws://127.0.0.1:4010/ws/push',
    appId: 'sandbox-app',
    appSecret: 'sandbox-secret',
    accountCenterUrl: `${SANDBOX_ORIGIN}/account-center/`,
  },
  test: {
    profile: 'test',
    mainGatewayUrl: 'http://gw-main.test',
    chatGatewayUrl: 'http://gw-chat.test/imclient-hospital',
    chatSocketUrl: 'ws://gw-chat.test/ws/chat',
    pushSocketUrl: 'ws://gw-push.test/ws/push',
    appId: 'sandbox-app',
    appSecret: 'sandbox-secret',
    accountCenterUrl: 'http://account.test/',
  },
};

type Env = Record<string, string | undefined>;

/** Builds the configuration for a profile; production reads and requires the VITE_* values. */
export function resolveConfig(profile: Profile, env: Env): ClientConfig {
  if (profile !== 'production') return PROFILES[profile];
  const missing = Object.keys(PRODUCTION_ENV).filter((key) => !env[key]);
  if (missing.length > 0) {
    throw new Error(`production profile needs ${missing.join(', ')} (see README, "Profiles")`);
  }
  const value = (key: keyof typeof PRODUCTION_ENV) => env[key] as string;
  return {
    profile,
    mainGatewayUrl: value('VITE_MAIN_GATEWAY_URL'),
    chatGatewayUrl: value('VITE_CHAT_GATEWAY_URL'),
    chatSocketUrl: value('VITE_CHAT_SOCKET_URL'),
    pushSocketUrl: value('VITE_PUSH_SOCKET_URL'),
    appId: value('VITE_APP_ID'),
    appSecret: value('VITE_APP_SECRET'),
    accountCenterUrl: value('VITE_ACCOUNT_CENTER_URL'),
  };
}
