/**
 * Institution bulletins (机构公告): the list (topped first), save (a new or edited bulletin goes to
 * platform review), detail, delete and pin. Every change shows in later reads.
 *
 * Designed review (the specification names only the rejection notice 200904): saving puts the
 * bulletin under review (1); the platform approves (2, published) or rejects it with a reason (3,
 * notification 200904 to the account, the reason kept on the row). A bulletin under review cannot
 * be edited. The body is the rich-text editor's HTML, stored as sent: the client sanitises it
 * whenever it shows it, so the platform never vouches for it.
 */
import type { Bulletin, BulletinPage, ImageEntry } from '@generated/main/model';
import { BULLETIN_TEXT_MAX, BULLETIN_TITLE_MAX } from '../../src/lib/bulletins/bulletin-rules.ts';
import { isBlankText as isBlank } from '../../src/lib/text/blank-text.ts';
import { htmlText, htmlTextLength } from '../../src/lib/text/html-text.ts';
import { formatDateTime } from '../db/random.ts';
import type { SandboxPlatform } from '../platform.ts';
import { found, refuse } from './errors.ts';
import { addNotification } from './notifications.ts';

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
  if (isBlank(htmlText(input.content))) refuse('请填写公告内容');
  if (input.title.trim().length > BULLETIN_TITLE_MAX) refuse(`公告标题不能超过${BULLETIN_TITLE_MAX}个字`);
  if (htmlTextLength(input.content) > BULLETIN_TEXT_MAX) refuse(`公告内容不能超过${BULLETIN_TEXT_MAX}个字`);
  if (input.startTime && input.endTime && input.endTime < input.startTime) refuse('结束时间不能早于开始时间');
  const time = formatDateTime(platform.now());
  const images = (input.images ?? []).filter((image) => !isBlank(image.url));
  if (input.id !== undefined) {
    const row = requireBulletin(platform, input.id);
    if (row.status === 1) refuse('该公告正在审核中，审核结束后才能修改');
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

/** The platform's decision on a bulletin under review (control API `review`, kind `bulletin`). */
export function decideBulletinReview(
  platform: SandboxPlatform,
  account: string,
  id: number,
  decision: 'approve' | 'reject',
  reason?: string,
): Bulletin {
  const row = requireBulletin(platform, id);
  if (row.status !== 1) refuse('该公告没有待审核的内容');
  if (decision === 'reject' && isBlank(reason)) refuse('驳回时请填写原因');
  const rejectReason = decision === 'reject' ? (reason ?? '').trim() : null;
  const updated = platform.db.bulletins.update(id, (b) => {
    b.status = decision === 'approve' ? 2 : 3;
    b.rejectReason = rejectReason;
    b.updateTime = formatDateTime(platform.now());
  }) as Bulletin;
  // Only a rejection has a notification code (200904); a published bulletin simply shows.
  if (rejectReason !== null)
    addNotification(platform, account, { type: 200904, text: `机构公告「${row.title}」审核未通过：${rejectReason}`, assid: id });
  return updated;
}
