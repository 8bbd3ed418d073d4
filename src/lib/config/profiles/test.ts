/** The test profile: Vitest and Storybook, fake hosts answered in-process by the mock handlers. */
import type { ClientConfig } from '../profile.ts';

export const profileConfig: ClientConfig = {
  profile: 'test',
  mainGatewayUrl: 'http://gw-main.test',
  chatGatewayUrl: 'http://gw-chat.test/imclient-hospital',
  chatSocketUrl: 'ws://gw-chat.test/ws/chat',
  pushSocketUrl: 'ws://gw-push.test/ws/push',
  appId: 'sandbox-app',
  appSecret: 'sandbox-secret',
  accountCenterUrl: 'http://account.test/',
  imageBaseUrl: 'http://gw-main.test/sandbox-files/',
};
