/**
 * Seeded chat media (avatars, pictures, videos, files, stickers, cards' covers) carry the
 * platform's image host in their URLs, as the platform's messages do. The sandbox answers them on
 * its own host, so a browser shows them: stickers from the face bags' drawings
 * (mocks/domain/chat/face-bags.ts), everything else from the file store, which answers a seeded
 * image path with a placeholder picture (mocks/domain/files.ts). Applied to every gateway answer
 * (mocks/handlers/route.ts), where the request's origin is known.
 */
import { FACE_MEDIA_PATH } from './chat/face-bags.ts';
import { FILES_PATH } from './files.ts';
import { SEED_FILES } from './seed-documents.ts';

/** The platform's image host in seeded URLs. */
export const SEED_MEDIA_HOST = 'https://img.yimei.example';

/** A gateway answer's JSON text with seeded media URLs on the sandbox's `origin`. */
export function withServedSeedMedia(json: string, origin: string): string {
  if (!json.includes(SEED_MEDIA_HOST)) return json;
  return json
    .replaceAll(`${SEED_MEDIA_HOST}${FACE_MEDIA_PATH}`, `${origin}${FACE_MEDIA_PATH}`)
    .replaceAll(`${SEED_MEDIA_HOST}/`, `${origin}${FILES_PATH}${SEED_FILES}`);
}
