/**
 * Institution bulletins (机构公告): the list (topped first), save (a new or edited bulletin goes to
 * platform review), detail, delete and pin. Every change shows in later reads.
 */
import type { Bulletin, BulletinPage, ImageEntry } from '@generated/main/model';
import { paginate } from '../../src/lib/paging/paging.ts';
import { formatDateTime } from '../db/random.ts';
import type { SandboxPlatform } from '../platform.ts';

const refuse = (msg: string): never => {
  throw Object.assign(new Error(msg), { name: 'BusinessError' });
};

/** Blank, or only spaces, slashes and newlines (specification section 5). */
const isBlank = (text: string | undefined) => !text || /^[\s/]*$/.test(text);

export function findBulletin(platform: SandboxPlatform, id: number): Bulletin | undefined {
  return platform.state.bulletins.find((b) => b.id === id);
}

function requireBulletin(platform: SandboxPlatform, id: number): Bulletin {
  return findBulletin(platform, id) ?? refuse('公告不存在或已删除');
}

/** A page of bulletins: topped ones first, then the most recently changed. */
export function listBulletins(
  platform: SandboxPlatform,
  query: { page?: number; limit?: number; keyword?: string; status?: number },
): BulletinPage {
  const keyword = query.keyword?.trim() ?? '';
  const rows = platform.state.bulletins
    .filter(
      (b) =>
        (!keyword || b.title.includes(keyword) || b.content.includes(keyword)) && (query.status === undefined || b.status === query.status),
    )
    .sort(
      (a, b) => Number(b.isTop) - Number(a.isTop) || (a.updateTime < b.updateTime ? 1 : a.updateTime > b.updateTime ? -1 : b.id - a.id),
    );
  const page = paginate(rows, query.page, query.limit);
  return { total: page.total, page: page.page, limit: page.limit, list: page.rows.map((b) => structuredClone(b)) };
}

export function getBulletin(platform: SandboxPlatform, id: number): Bulletin {
  return structuredClone(requireBulletin(platform, id));
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
    Object.assign(row, {
      title: input.title.trim(),
      content: input.content,
      images,
      status: 1,
      rejectReason: null,
      startTime: input.startTime ?? null,
      endTime: input.endTime ?? null,
      updateTime: time,
    });
    platform.changed();
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
  platform.state.bulletins.push(row);
  platform.changed();
  return row.id;
}

export function deleteBulletin(platform: SandboxPlatform, id: number): void {
  requireBulletin(platform, id);
  platform.state.bulletins = platform.state.bulletins.filter((b) => b.id !== id);
  platform.changed();
}

export function setBulletinTop(platform: SandboxPlatform, id: number, isTop: boolean): void {
  const row = requireBulletin(platform, id);
  row.isTop = isTop;
  platform.changed();
}
