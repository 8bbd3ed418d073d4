/**
 * A group's media album (GET /group_messages/{id}/images, contract part messages): the pictures
 * and videos sent in the group, as later reads see them — a recalled one leaves the album, a new
 * one joins it at once — newest first, one page at a time. Only members see it.
 */
import type { ChatImageRecord, ChatImageRecordPage } from '@generated/chat/model';
import { paginate } from '../../../src/lib/paging/paging.ts';
import type { StoredMessage } from '../../db/state.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { requireGroup } from './common.ts';

const IMAGE = 2;
const VIDEO = 4;

function record(stored: StoredMessage): ChatImageRecord | undefined {
  const { message } = stored;
  let data: Record<string, unknown> | undefined;
  try {
    const value: unknown = JSON.parse(message.content);
    if (value && typeof value === 'object' && !Array.isArray(value)) data = value as Record<string, unknown>;
  } catch {
    data = undefined;
  }
  if (typeof data?.url !== 'string') return undefined;
  const isVideo = message.msgType === VIDEO;
  return {
    fingerPrint: message.fingerPrint,
    url: data.url,
    isVideo,
    videoCover: isVideo && typeof data.coverUrl === 'string' ? data.coverUrl : null,
    sendTime: message.sendTime,
    fromUserId: message.fromUserId,
    fromUser: message.fromUser,
  };
}

export function groupImages(
  platform: SandboxPlatform,
  viewer: string,
  chatId: string,
  query: { page?: number; limit?: number },
): ChatImageRecordPage {
  requireGroup(platform, viewer, chatId);
  // Pictures are a few percent of a chat; the recalled ones are left out before paging, so every
  // page is full and `total` is what the album holds.
  const rows = platform.db.messages
    .list({ where: { chatId, msgType: { in: [IMAGE, VIDEO] } }, sort: ['-id'] })
    .filter((stored) => !stored.message.isRecalled)
    .flatMap((stored) => record(stored) ?? []);
  const page = paginate(rows, query.page, query.limit);
  return { total: page.total, page: page.page, limit: page.limit, list: page.rows };
}
