/**
 * The control API under `/__sandbox/` (JSON in, JSON out): drives the sandbox platform into any
 * state the specification describes — faults, pushes, dispatches, chat events, disconnects —
 * for end-to-end tests, trainers and developers. Bad input answers 400 saying what is wrong; a
 * call from a foreign web page or under a foreign Host answers 403 (control-access.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SandboxPlatform } from '../platform.ts';
import { isBusinessError } from '../domain/errors.ts';
import { scanWechatBindQrCode } from '../domain/account-wechat.ts';
import { bumpBill, reissueBill } from '../domain/finance-bill.ts';
import { bumpStrictSelectBill, reissueStrictSelectBill } from '../domain/strict-select-bills.ts';
import { BusinessError } from '../domain/errors.ts';
import { type CustomerTrackInput, recordCustomerTrack } from '../domain/chat/customer-tracking.ts';
import { decideReview, REVIEW_KINDS } from '../domain/reviews.ts';
import { findAccount, issueUcToken } from '../domain/session.ts';
import { controlAccess } from './control-access.ts';
import { FAULT_KINDS, type FaultBook, type FaultKind } from './faults.ts';

/** What the control API drives; wired by the composition root (mocks/sandbox.ts). */
export interface ControlDeps {
  platform: SandboxPlatform;
  faults: FaultBook;
  reset: () => void;
  push: (account: string, notice: { type: number; text?: string; assid?: string }) => unknown;
  dispatch: (account: string, options: { oldCustomer: boolean; followNumber?: string }) => unknown;
  chatMessage: (input: ChatMessageInput) => unknown;
  groupNotice: (input: { account: string; chatId: string; nType: number } & Record<string, unknown>) => unknown;
  disconnect: (account: string, missed: number) => unknown;
  kick: (account: string) => unknown;
  rejectNext: (account: string) => unknown;
}

export interface ChatMessageInput {
  account: string;
  chatId?: string;
  chatType?: '0' | '2';
  fromUserId?: string;
  content: string;
  atUserIds?: string[];
  bizType?: number;
}

export class BadInput extends Error {}

type Body = Record<string, unknown>;

function field<T>(body: Body, name: string, type: 'string' | 'number' | 'boolean' | 'object', required: boolean): T | undefined {
  const value = body[name];
  if (value === undefined || value === null) {
    if (required) throw new BadInput(`"${name}" is required`);
    return undefined;
  }
  if (typeof value !== type) throw new BadInput(`"${name}" must be a ${type}`);
  return value as T;
}

async function readBody(req: IncomingMessage): Promise<Body> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (!text) return {};
  try {
    const parsed = JSON.parse(text) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new BadInput('the body must be a JSON object');
    return parsed as Body;
  } catch (error) {
    throw error instanceof BadInput ? error : new BadInput('the body is not valid JSON');
  }
}

function requireAccount(deps: ControlDeps, body: Body): string {
  const account = field<string>(body, 'account', 'string', true) as string;
  if (!findAccount(deps.platform, account)) throw new BadInput(`no account "${account}"; try demo-main, demo-sub or demo-restricted`);
  return account;
}

function send(res: ServerResponse, status: number, payload: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(payload));
}

/**
 * The platform's finance team acts on bill `id` of one of the bill kinds (a bump behind the
 * client's back, a reissue after an error report), in one transaction; a refusal answers 400.
 */
function onBill<T>(deps: ControlDeps, body: Body, act: (platform: ControlDeps['platform'], id: number) => T): T {
  const id = field<number>(body, 'id', 'number', true) as number;
  if (!Number.isInteger(id) || id <= 0) throw new BadInput('"id" must be a bill id (a positive whole number)');
  try {
    return deps.platform.transaction(() => act(deps.platform, id));
  } catch (error) {
    if (isBusinessError(error)) throw new BadInput(error.message);
    throw error;
  }
}

type Route = (deps: ControlDeps, body: Body, url: URL) => unknown | Promise<unknown>;

const routes: Record<string, Route> = {
  'GET health': () => ({ ok: true }),
  'POST reset': (deps) => {
    deps.reset();
    return { ok: true };
  },
  'POST uc-token': (deps, body) => {
    const account = findAccount(deps.platform, requireAccount(deps, body));
    return { ucToken: issueUcToken(deps.platform, account as NonNullable<typeof account>) };
  },
  'POST clock': (deps, body) => {
    const offset = field<number>(body, 'offsetSeconds', 'number', true) as number;
    if (!Number.isFinite(offset)) throw new BadInput('"offsetSeconds" must be a finite number');
    deps.platform.clockOffsetSeconds = offset;
    return { offsetSeconds: offset, now: new Date(deps.platform.now()).toISOString() };
  },
  'POST faults': (deps, body) => {
    const fault = field<string>(body, 'fault', 'string', true) as FaultKind;
    if (!FAULT_KINDS.includes(fault)) throw new BadInput(`"fault" must be one of ${FAULT_KINDS.join(', ')}`);
    const match = (field<Body>(body, 'match', 'object', false) ?? {}) as Body;
    const gateway = field<string>(match, 'gateway', 'string', false);
    if (gateway && gateway !== 'main' && gateway !== 'chat') throw new BadInput('"match.gateway" must be main or chat');
    const times = field<number>(body, 'times', 'number', false);
    if (times !== undefined && (!Number.isInteger(times) || times < 1)) throw new BadInput('"times" must be a whole number of at least 1');
    const delayMs = field<number>(body, 'delayMs', 'number', false);
    if (delayMs !== undefined && (delayMs < 0 || delayMs > 120_000)) throw new BadInput('"delayMs" must be between 0 and 120000');
    return deps.faults.add({
      match: {
        gateway: gateway as 'main' | 'chat' | undefined,
        method: field<string>(match, 'method', 'string', false),
        path: field<string>(match, 'path', 'string', false),
      },
      fault,
      msg: field<string>(body, 'msg', 'string', false),
      delayMs,
      times,
    });
  },
  'DELETE faults': (deps) => {
    deps.faults.clear();
    return { ok: true };
  },
  'GET faults': (deps) => deps.faults.list(),
  'POST push': (deps, body) => {
    const account = requireAccount(deps, body);
    const type = field<number>(body, 'type', 'number', true) as number;
    if (!Number.isInteger(type) || type <= 0) throw new BadInput('"type" must be a positive whole number (a notification type code)');
    const assid = body.assid === undefined ? undefined : String(body.assid);
    return deps.push(account, { type, text: field<string>(body, 'text', 'string', false), assid });
  },
  'POST dispatch': (deps, body) => {
    const account = requireAccount(deps, body);
    return deps.dispatch(account, {
      oldCustomer: field<boolean>(body, 'oldCustomer', 'boolean', false) ?? false,
      followNumber: field<string>(body, 'followNumber', 'string', false),
    });
  },
  // Decides a pending review as the platform's reviewer would, and pushes its notice (mocks/domain/reviews.ts).
  'POST review': (deps, body) => {
    const kind = field<string>(body, 'kind', 'string', true) as string;
    if (!REVIEW_KINDS.includes(kind)) throw new BadInput(`"kind" must be one of ${REVIEW_KINDS.join(', ')}`);
    const id = field<number>(body, 'id', 'number', true) as number;
    const decision = field<string>(body, 'decision', 'string', true);
    if (decision !== 'approve' && decision !== 'reject') throw new BadInput('"decision" must be approve or reject');
    const account = body.account === undefined ? 'demo-main' : requireAccount(deps, body);
    try {
      return decideReview(deps.platform, kind, { account, id, decision, reason: field<string>(body, 'reason', 'string', false) });
    } catch (error) {
      // A refusal (nothing pending, a rejection without a reason) is bad input for the caller.
      if (error instanceof BusinessError) throw new BadInput(error.message);
      throw error;
    }
  },
  'POST chat/message': (deps, body) => {
    const account = requireAccount(deps, body);
    const chatType = field<string>(body, 'chatType', 'string', false);
    if (chatType && chatType !== '0' && chatType !== '2') throw new BadInput('"chatType" must be "0" (private) or "2" (group)');
    const atUserIds = body.atUserIds;
    if (atUserIds !== undefined && !(Array.isArray(atUserIds) && atUserIds.every((id) => typeof id === 'string'))) {
      throw new BadInput('"atUserIds" must be a list of IM ids');
    }
    return deps.chatMessage({
      account,
      chatId: field<string>(body, 'chatId', 'string', false),
      chatType: chatType as '0' | '2' | undefined,
      fromUserId: field<string>(body, 'fromUserId', 'string', false),
      content: field<string>(body, 'content', 'string', true) as string,
      atUserIds: atUserIds as string[] | undefined,
      bizType: field<number>(body, 'bizType', 'number', false),
    });
  },
  'POST chat/group-notice': (deps, body) => {
    const account = requireAccount(deps, body);
    const nType = field<number>(body, 'nType', 'number', true) as number;
    return deps.groupNotice({ ...body, account, chatId: field<string>(body, 'chatId', 'string', true) as string, nType });
  },
  // The chat's customer did something on the platform: a tracking event and its bizType 25 notice.
  'POST chat/customer-track': (deps, body) => {
    const account = requireAccount(deps, body);
    const viewer = findAccount(deps.platform, account)?.userInfo.imId ?? '';
    const chatId = field<string>(body, 'chatId', 'string', true) as string;
    const eventType = field<number>(body, 'eventType', 'number', false);
    try {
      return recordCustomerTrack(deps.platform, viewer, chatId, {
        eventType: eventType as CustomerTrackInput['eventType'],
        content: field<string>(body, 'content', 'string', false),
      });
    } catch (error) {
      if (isBusinessError(error)) throw new BadInput(error.message);
      throw error;
    }
  },
  'POST chat/disconnect': (deps, body) => {
    const account = requireAccount(deps, body);
    const missed = field<number>(body, 'missed', 'number', false) ?? 0;
    if (!Number.isInteger(missed) || missed < 0 || missed > 5000) throw new BadInput('"missed" must be a whole number from 0 to 5000');
    return deps.disconnect(account, missed);
  },
  'POST chat/kick': (deps, body) => deps.kick(requireAccount(deps, body)),
  'POST chat/reject-next': (deps, body) => deps.rejectNext(requireAccount(deps, body)),
  'POST finance/bump-bill': (deps, body) => onBill(deps, body, bumpBill),
  'POST finance/bump-strict-select-bill': (deps, body) => onBill(deps, body, bumpStrictSelectBill),
  // The platform's finance team answers an error report: the bill is corrected and awaits confirmation again.
  'POST finance/reissue-bill': (deps, body) => {
    const note = field<string>(body, 'note', 'string', false);
    return onBill(deps, body, (platform, id) => reissueBill(platform, id, note));
  },
  'POST finance/reissue-strict-select-bill': (deps, body) => {
    const note = field<string>(body, 'note', 'string', false);
    return onBill(deps, body, (platform, id) => reissueStrictSelectBill(platform, id, note));
  },
  // The platform's review of a pending e-commerce product (or of an on-sale product's change).
  // The same review as `POST review {kind: "product"}`, in the shape the e-commerce area documented first.
  'POST ec/review': (deps, body) => {
    const id = field<number>(body, 'id', 'number', true) as number;
    const approve = field<boolean>(body, 'approve', 'boolean', false) ?? true;
    const request = {
      account: 'demo-main',
      id,
      decision: approve ? 'approve' : 'reject',
      reason: field<string>(body, 'reason', 'string', false),
    } as const;
    try {
      return decideReview(deps.platform, 'product', request);
    } catch (error) {
      throw isBusinessError(error) ? new BadInput(error.message) : error;
    }
  },
  // A staff member scans the account's binding QR code with WeChat (mocks/domain/account-wechat.ts).
  'POST wechat/scan': (deps, body) => {
    const subAccountId = field<number>(body, 'subAccountId', 'number', false);
    const name = field<string>(body, 'account', 'string', false);
    if (subAccountId === undefined && name === undefined) throw new BadInput('"account" (its name) or "subAccountId" is required');
    const account = subAccountId === undefined ? findAccount(deps.platform, name ?? '') : deps.platform.db.accounts.get(subAccountId);
    if (!account) throw new BadInput(`no account ${subAccountId ?? `"${name}"`}`);
    if (name !== undefined && account.account !== name)
      throw new BadInput(`account ${subAccountId} is "${account.account}", not "${name}"`);
    try {
      return deps.platform.transaction(() =>
        scanWechatBindQrCode(deps.platform, account.userInfo.id, field<string>(body, 'nickName', 'string', false)),
      );
    } catch (error) {
      throw isBusinessError(error) ? new BadInput(error.message) : error;
    }
  },
  'DELETE requests': (deps) => {
    deps.platform.clearRequests();
    return { ok: true };
  },
  'GET contract-violations': (deps) => deps.platform.requestLog.filter((entry) => entry.contract && !entry.contract.ok),
  'GET requests': (deps, _body, url) => {
    const limit = Number(url.searchParams.get('limit') ?? 50);
    if (!Number.isInteger(limit) || limit < 1 || limit > 500) throw new BadInput('"limit" must be a whole number from 1 to 500');
    return deps.platform.requestLog.slice(-limit);
  },
};

export const CONTROL_PREFIX = '/__sandbox/';

/** Handles a control request; false when the path is not under the control prefix. */
export async function handleControl(deps: ControlDeps, req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  if (!url.pathname.startsWith(CONTROL_PREFIX)) return false;
  const access = controlAccess(req, req.socket.localPort ?? 0);
  if (!access.allowed) {
    send(res, 403, { error: access.reason });
    return true;
  }
  const route = routes[`${req.method} ${url.pathname.slice(CONTROL_PREFIX.length)}`];
  if (!route) {
    send(res, 404, { error: `no control endpoint ${req.method} ${url.pathname}; see README "Sandbox platform"` });
    return true;
  }
  try {
    const result = await route(deps, req.method === 'GET' ? {} : await readBody(req), url);
    send(res, 200, result ?? { ok: true });
  } catch (error) {
    if (error instanceof BadInput) send(res, 400, { error: error.message });
    else send(res, 500, { error: (error as Error).message });
  }
  return true;
}

export const CONTROL_ENDPOINTS = Object.keys(routes);
