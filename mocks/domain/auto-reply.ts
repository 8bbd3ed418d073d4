/**
 * Chat auto-reply (聊天自动回复), per hospital: rules (welcome, keyword, off-hours) in the order the
 * staff set, and the hospital-wide IM switch with working hours. Designed (the specification names
 * only the calls list, info, save, delete, sort and IM switch):
 * - at most AUTO_REPLY_RULES_MAX rules; title, content and keyword limits in src/lib/chat-auto-reply;
 * - one enabled welcome rule and one enabled off-hours rule; a keyword belongs to one enabled keyword rule;
 * - a new rule goes to the end; sort takes every rule id of the hospital, once each;
 * - the switch is the main account's to change; a hospital that never saved it has it off.
 * `autoReplyFor` picks the rule that answers a customer's message (mocks/domain/chat/auto-replies.ts).
 */
import type { AutoReply, AutoReplyImSwitch, AutoReplyListRequest, AutoReplyPage, AutoReplySaveRequest } from '@generated/main/model';
import {
  AUTO_REPLY_CONTENT_MAX,
  AUTO_REPLY_KEYWORD_MAX,
  AUTO_REPLY_KEYWORD_TYPE,
  AUTO_REPLY_KEYWORDS_MAX,
  AUTO_REPLY_RULES_MAX,
  AUTO_REPLY_TITLE_MAX,
  normaliseKeywords,
} from '../../src/lib/chat-auto-reply/auto-reply-rules.ts';
import { isBlankText as isBlank } from '../../src/lib/text/blank-text.ts';
import { formatDateTime } from '../db/random.ts';
import type { SandboxAccount } from '../db/state.ts';
import type { SandboxPlatform } from '../platform.ts';
import { found, refuse } from './errors.ts';
import { listPage } from './list.ts';

/** A rule as the platform keeps it: the contract's row and the hospital it belongs to. */
export type StoredAutoReply = AutoReply & { hospitalId: number };
/** The hospital's switch once saved (`id` is the hospital's id). */
export type AutoReplySwitchRow = AutoReplyImSwitch & { id: number };

export const DEFAULT_AUTO_REPLY_SWITCH: AutoReplyImSwitch = {
  isOpen: false,
  workStartTime: '09:00',
  workEndTime: '21:00',
  workDays: [1, 2, 3, 4, 5, 6],
  replyDelaySeconds: 30,
};

const TYPE_NAMES: Record<number, string> = { 1: '欢迎语', 3: '非工作时间回复' };

const hospitalOf = (account: SandboxAccount) => account.userInfo.hospitalId;

function view({ hospitalId: _h, ...row }: StoredAutoReply): AutoReply {
  return { ...row, keywords: [...(row.keywords ?? [])], images: [...(row.images ?? [])] };
}

function requireRule(platform: SandboxPlatform, hospitalId: number, id: number): StoredAutoReply {
  const row = platform.db.autoReplies.get(id);
  return found(row && row.hospitalId === hospitalId ? row : undefined, '自动回复规则不存在或已删除');
}

function hospitalRules(platform: SandboxPlatform, hospitalId: number): StoredAutoReply[] {
  return platform.db.autoReplies.list({ where: { hospitalId }, sort: ['sort', 'id'] });
}

/** The hospital's rules in their order (smallest sort first), filtered and paged. */
export function listAutoReplies(platform: SandboxPlatform, account: SandboxAccount, query: AutoReplyListRequest): AutoReplyPage {
  return listPage(
    platform.db.autoReplies,
    {
      where: { hospitalId: hospitalOf(account), replyType: query.replyType, isEnabled: query.isEnabled },
      keyword: query.keyword,
      sort: ['sort', 'id'],
      page: query.page,
      limit: query.limit,
    },
    view,
  );
}

export function getAutoReply(platform: SandboxPlatform, account: SandboxAccount, id: number): AutoReply {
  return view(requireRule(platform, hospitalOf(account), id));
}

/** Creates (no id; appended last) or edits a rule after checking it; returns its id. */
export function saveAutoReply(platform: SandboxPlatform, account: SandboxAccount, input: AutoReplySaveRequest): number {
  const hospitalId = hospitalOf(account);
  const existing = input.id !== undefined ? requireRule(platform, hospitalId, input.id) : undefined;
  const title = input.title.trim();
  const content = input.content.trim();
  if (isBlank(title)) refuse('请填写规则名称');
  if (title.length > AUTO_REPLY_TITLE_MAX) refuse(`规则名称不能超过${AUTO_REPLY_TITLE_MAX}个字`);
  if (isBlank(content)) refuse('请填写回复内容');
  if (content.length > AUTO_REPLY_CONTENT_MAX) refuse(`回复内容不能超过${AUTO_REPLY_CONTENT_MAX}个字`);
  const isKeyword = input.replyType === AUTO_REPLY_KEYWORD_TYPE;
  const keywords = isKeyword ? normaliseKeywords(input.keywords) : [];
  if (isKeyword) {
    if (keywords.length === 0) refuse('关键词回复请至少填写一个关键词');
    if (keywords.length > AUTO_REPLY_KEYWORDS_MAX) refuse(`关键词最多${AUTO_REPLY_KEYWORDS_MAX}个`);
    const long = keywords.find((k) => k.length > AUTO_REPLY_KEYWORD_MAX);
    if (long) refuse(`关键词「${long}」超过${AUTO_REPLY_KEYWORD_MAX}个字`);
  }
  const rules = hospitalRules(platform, hospitalId);
  if (!existing && rules.length >= AUTO_REPLY_RULES_MAX) refuse(`自动回复规则最多${AUTO_REPLY_RULES_MAX}条，请先删除不用的规则`);
  if (input.isEnabled) {
    const others = rules.filter((r) => r.isEnabled && r.id !== existing?.id);
    const sameKind = !isKeyword && others.find((r) => r.replyType === input.replyType);
    if (sameKind) refuse(`已有启用的${TYPE_NAMES[input.replyType]}「${sameKind.title}」，请先停用它`);
    for (const keyword of keywords) {
      const owner = others.find(
        (r) => r.replyType === AUTO_REPLY_KEYWORD_TYPE && r.keywords?.some((k) => k.toLowerCase() === keyword.toLowerCase()),
      );
      if (owner) refuse(`关键词「${keyword}」已在规则「${owner.title}」中使用`);
    }
  }
  const time = formatDateTime(platform.now());
  const row: StoredAutoReply = {
    id: existing?.id ?? platform.nextId(),
    hospitalId,
    replyType: input.replyType,
    title,
    keywords,
    matchMode: isKeyword ? (input.matchMode ?? 1) : undefined,
    content,
    images: (input.images ?? []).filter((image) => !isBlank(image.url)),
    sort: existing?.sort ?? Math.max(0, ...rules.map((r) => r.sort)) + 1,
    isEnabled: input.isEnabled,
    hitCount: existing?.hitCount ?? 0,
    operatorName: account.userInfo.realName,
    createTime: existing?.createTime ?? time,
    updateTime: time,
  };
  platform.db.autoReplies.put(row);
  return row.id;
}

export function deleteAutoReply(platform: SandboxPlatform, account: SandboxAccount, id: number): void {
  requireRule(platform, hospitalOf(account), id);
  platform.db.autoReplies.remove(id);
}

/** Puts the rules in the order given: every rule id of the hospital, each once. */
export function sortAutoReplies(platform: SandboxPlatform, account: SandboxAccount, ids: readonly number[]): void {
  const rules = hospitalRules(platform, hospitalOf(account));
  if (new Set(ids).size !== ids.length) refuse('排序中有重复的规则');
  const known = new Set(rules.map((r) => r.id));
  if (ids.length !== rules.length || ids.some((id) => !known.has(id))) refuse('规则列表已变化，请刷新后重新排序');
  const byId = new Map(rules.map((r) => [r.id, r]));
  ids.forEach((id, index) => {
    const row = byId.get(id) as StoredAutoReply;
    if (row.sort !== index + 1) platform.db.autoReplies.put({ ...row, sort: index + 1 });
  });
}

export function getAutoReplySwitch(platform: SandboxPlatform, hospitalId: number): AutoReplyImSwitch {
  const { id: _id, ...saved } = platform.db.autoReplySwitches.get(hospitalId) ?? { id: hospitalId, ...DEFAULT_AUTO_REPLY_SWITCH };
  return { ...saved, workDays: [...(saved.workDays ?? [])] };
}

export const getAutoReplyImSwitch = (platform: SandboxPlatform, account: SandboxAccount) =>
  getAutoReplySwitch(platform, hospitalOf(account));

/** Main account only; the working day starts before it ends, on at least one weekday. */
export function setAutoReplyImSwitch(platform: SandboxPlatform, account: SandboxAccount, input: AutoReplyImSwitch): void {
  if (!account.userInfo.isMainAccount) refuse('只有主账号可以修改自动回复开关');
  if (input.workStartTime >= input.workEndTime) refuse('工作开始时间须早于结束时间');
  const current = getAutoReplyImSwitch(platform, account);
  const workDays = [...new Set(input.workDays ?? current.workDays ?? [])].sort((a, b) => a - b);
  if (workDays.length === 0) refuse('请至少选择一个工作日');
  platform.db.autoReplySwitches.put({
    id: hospitalOf(account),
    isOpen: input.isOpen,
    workStartTime: input.workStartTime,
    workEndTime: input.workEndTime,
    workDays,
    // Bounds (0 to 300 whole seconds) are the contract's, checked on the request.
    replyDelaySeconds: input.replyDelaySeconds ?? current.replyDelaySeconds,
  });
}

/** What the rule choice needs to know about an incoming customer text. */
export interface IncomingText {
  text: string;
  /** The customer's first message in this chat today. */
  firstToday: boolean;
  /** When it arrived (the platform's clock). */
  at: number;
}

/** Weekday 1 (Monday) to 7 and 'HH:mm' of a moment in China time (UTC+8, the platform's texts). */
function chinaTime(ms: number): { weekday: number; hhmm: string } {
  const text = formatDateTime(ms);
  const day = new Date(Date.UTC(Number(text.slice(0, 4)), Number(text.slice(5, 7)) - 1, Number(text.slice(8, 10)))).getUTCDay();
  return { weekday: day === 0 ? 7 : day, hhmm: text.slice(11, 16) };
}

/**
 * The rule that answers a customer's text while the switch is on: off hours, the off-hours rule;
 * else on the first message of the day, the welcome rule; else the first keyword rule (in sort
 * order) that matches. Null when the switch is off or nothing applies.
 */
export function autoReplyFor(platform: SandboxPlatform, hospitalId: number, incoming: IncomingText): StoredAutoReply | null {
  const setting = getAutoReplySwitch(platform, hospitalId);
  if (!setting.isOpen) return null;
  const enabled = hospitalRules(platform, hospitalId).filter((r) => r.isEnabled);
  const { weekday, hhmm } = chinaTime(incoming.at);
  const working = (setting.workDays ?? []).includes(weekday) && hhmm >= setting.workStartTime && hhmm < setting.workEndTime;
  const offHours = enabled.find((r) => r.replyType === 3);
  if (!working && offHours) return offHours;
  const welcome = enabled.find((r) => r.replyType === 1);
  if (incoming.firstToday && welcome) return welcome;
  const text = incoming.text.trim().toLowerCase();
  return (
    enabled.find(
      (r) =>
        r.replyType === AUTO_REPLY_KEYWORD_TYPE &&
        (r.keywords ?? []).some((k) => (r.matchMode === 2 ? text === k.toLowerCase() : text.includes(k.toLowerCase()))),
    ) ?? null
  );
}

/** Counts a reply the rule sent. */
export function countAutoReplyHit(platform: SandboxPlatform, rule: StoredAutoReply): void {
  platform.db.autoReplies.put({ ...rule, hitCount: (rule.hitCount ?? 0) + 1 });
}
