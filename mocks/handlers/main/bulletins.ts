/** Institution bulletins: list, save, detail, delete and pin, all on the state. */
import type { HttpHandler } from 'msw';
import type { ImageEntry } from '@generated/main/model';
import { deleteBulletin, getBulletin, listBulletins, saveBulletin, setBulletinTop } from '../../domain/bulletins.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { bool, int, requireId, route, str } from './http.ts';

const BASE = '/api/pc/1.0/hospitalbulletin';

export function bulletinHandlers(platform: SandboxPlatform): HttpHandler[] {
  return [
    route(platform, 'post', `${BASE}/getBulletinList`, ({ body }) =>
      listBulletins(platform, { page: int(body.page), limit: int(body.limit), keyword: str(body.keyword), status: int(body.status) }),
    ),
    route(platform, 'post', `${BASE}/save`, ({ body }) => ({
      id: saveBulletin(platform, {
        id: int(body.id),
        title: str(body.title) ?? '',
        content: str(body.content) ?? '',
        images: Array.isArray(body.images) ? (body.images as ImageEntry[]) : [],
        startTime: str(body.startTime),
        endTime: str(body.endTime),
      }),
    })),
    route(platform, 'post', `${BASE}/getBulletinDetail`, ({ body }) => getBulletin(platform, requireId(body.id))),
    route(platform, 'post', `${BASE}/del`, ({ body }) => {
      deleteBulletin(platform, requireId(body.id));
      return true;
    }),
    route(platform, 'post', `${BASE}/setBulletinTop`, ({ body }) => {
      setBulletinTop(platform, requireId(body.id), bool(body.isTop) ?? false);
      return true;
    }),
  ];
}
