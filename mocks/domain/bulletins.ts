/**
 * Institution bulletins (机构公告): the list (topped first), save (a new or edited bulletin goes to
 * platform review), detail, delete and pin. Every change shows in later reads.
 */
import type { Bulletin, BulletinPage, ImageEntry } from '@generated/main/model';
import { formatDateTime } from '../db/random.ts';
import type { SandboxPlatform } from '../platform.ts';
import { found, refuse } from './errors.ts';

/** Blank, or only spaces, slashes and newlines (specification section 5). */
const isBlank = (text: string | undefined) => !text || /^[\s/]*$/.test(text);

function requireBulletin(platform: SandboxPlatform, id: number): Bulletin {
  return found(platform.db.bulletins.get(id), '公告不存在或已删除');
}

/** A page of bulletins: topped ones first, then the most recently changed. */
export function listBulletins(
  platform: SandboxPlatform,
  query: { page?: number; limit?: number; keyword?: string; status?: number },
): BulletinPage {
  const page = platform.db.bulletins.page({
    where: { status: query.status },
    keyword: query.keyword,
    sort: ['-isTop', '-updateTime'],
    page: query.page,
    limit: query.limit,
  });
  return { total: page.total, page: page.page, limit: page.limit, list: page.rows };
}

export function getBulletin(platform: SandboxPlatform, id: number): Bulletin {
  return requireBulletin(platform, id);
}

export interface BulletinInput {
  id?: number;
  title: string;
  content: string;
  images?: ImageEntry[];
  startTime?: string;
  endTime?: string;
}

/** Creates or updates a bulletin; either way it goes to platform review (status 1). Returns its id. */
export function saveBulletin(platform: SandboxPlatform, input: BulletinInput): number {
  if (isBlank(input.title)) refuse('请填写公告标题');
  if (isBlank(input.content)) refuse('请填写公告内容');
  if (input.title.length > 100) refuse('公告标题不能超过100个字');
  if (input.startTime && input.endTime && input.endTime < input.startTime) refuse('结束时间不能早于开始时间');
  const time = formatDateTime(platform.now());
  const images = (input.images ?? []).filter((image) => !isBlank(image.url));
  if (input.id !== undefined) {
    const row = requireBulletin(platform, input.id);
    platform.db.bulletins.put({
      ...row,
      title: input.title.trim(),
      content: input.content,
      images,
      status: 1,
      rejectReason: null,
      startTime: input.startTime ?? null,
      endTime: input.endTime ?? null,
      updateTime: time,
    });
    return row.id;
  }
  const row: Bulletin = {
    id: platform.nextId(),
    title: input.title.trim(),
    content: input.content,
    images,
    status: 1,
    rejectReason: null,
    isTop: false,
    startTime: input.startTime ?? null,
    endTime: input.endTime ?? null,
    createTime: time,
    updateTime: time,
  };
  platform.db.bulletins.insert(row);
  return row.id;
}

export function deleteBulletin(platform: SandboxPlatform, id: number): void {
  requireBulletin(platform, id);
  platform.db.bulletins.remove(id);
}

export function setBulletinTop(platform: SandboxPlatform, id: number, isTop: boolean): void {
  requireBulletin(platform, id);
  platform.db.bulletins.update(id, (row) => void (row.isTop = isTop));
}
