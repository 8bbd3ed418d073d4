/** User settings per account and topic, and the intro-guide state. */
import type { HttpHandler } from 'msw';
import type { UserConfigItem } from '@generated/main/model';
import { DEFAULT_TOPIC, getGuideState, getUserConfig, reportGuideState, saveUserConfig } from '../../domain/settings.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { int, q, route, str } from './http.ts';

export function settingsHandlers(platform: SandboxPlatform): HttpHandler[] {
  return [
    route(platform, 'get', '/api/pc/1.0/common/userConfig/getUserConfig', ({ account, query }) =>
      getUserConfig(platform, account, q(query, 'topic') ?? DEFAULT_TOPIC),
    ),
    route(platform, 'post', '/api/pc/1.0/common/userConfig/saveUserConfigBatch', ({ account, body }) => {
      const items = (Array.isArray(body.items) ? body.items : []) as Partial<UserConfigItem>[];
      saveUserConfig(
        platform,
        account,
        items
          .filter((item) => typeof item.key === 'string')
          .map((item) => ({
            key: item.key as UserConfigItem['key'],
            value: str(item.value) ?? '',
            topic: str(item.topic) ?? DEFAULT_TOPIC,
          })),
      );
      return true;
    }),
    route(platform, 'get', '/api/pc/1.0/NoviceGuide/getGuideState', ({ account, query }) =>
      getGuideState(platform, account, q(query, 'guideKey')),
    ),
    route(platform, 'post', '/api/pc/1.0/NoviceGuide/reportGuideState', ({ account, body }) => {
      reportGuideState(platform, account, str(body.guideKey) ?? 'dashbord', int(body.version) ?? 1);
      return true;
    }),
  ];
}
