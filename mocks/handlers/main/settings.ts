/** User settings per account and topic, and the intro-guide state. */
import { DEFAULT_TOPIC, getGuideState, getUserConfig, reportGuideState, saveUserConfig } from '../../domain/settings.ts';
import { mainRoutes } from '../route.ts';

export const settingsRoutes = [
  mainRoutes({
    getUserConfig: ({ platform, account, query }) => getUserConfig(platform, account, query.topic ?? DEFAULT_TOPIC),
    saveUserConfigBatch: ({ platform, account, body }) => {
      saveUserConfig(platform, account, body.items);
      return true;
    },
    getGuideState: ({ platform, account, query }) => getGuideState(platform, account, query.guideKey),
    reportGuideState: ({ platform, account, body }) => {
      reportGuideState(platform, account, body.guideKey, body.version);
      return true;
    },
  }),
];
