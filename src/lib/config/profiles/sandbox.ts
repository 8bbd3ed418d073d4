/** The sandbox profile: the embedded sandbox platform on loopback (`npm start`, end-to-end tests). */
import type { ClientConfig } from '../profile.ts';

export const SANDBOX_ORIGIN = 'http://127.0.0.1:4010';

export const profileConfig: ClientConfig = {
  profile: 'sandbox',
  mainGatewayUrl: SANDBOX_ORIGIN,
  chatGatewayUrl: `${SANDBOX_ORIGIN}/imclient-hospital`,
  chatSocketUrl: 'ws://127.0.0.1:4010/ws/chat',
  pushSocketUrl: 'ws://127.0.0.1:4010/ws/push',
  appId: 'sandbox-app',
  appSecret: 'sandbox-secret',
  accountCenterUrl: `${SANDBOX_ORIGIN}/account-center/`,
  // The sandbox stores uploads and serves them, with placeholders for seeded paths (mocks/domain/files.ts).
  imageBaseUrl: `${SANDBOX_ORIGIN}/sandbox-files/`,
};
