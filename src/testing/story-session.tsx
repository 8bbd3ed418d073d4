/** Stories that need a signed-in user run as the Storybook sandbox's demo-main session. */
import { storybookSession } from '@mocks/storybook.ts';
import { startSession } from '@/lib/session/session-store.ts';

export function startStorySession(): void {
  const { account, token, pushToken } = storybookSession;
  startSession({
    rootMenus: account.menus,
    userInfo: account.userInfo,
    ucToken: token,
    wsNotificationToken: pushToken,
    authCode: account.authCode,
    isRestricted: account.isRestricted,
  });
}
