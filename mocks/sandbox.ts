/**
 * The composition root of the sandbox platform: its store (SQLite in the data folder, restored
 * or seeded), the gateways' handler chain (faults → verification → served operations →
 * generated), the HTTP server with the control API and the account centre, and both sockets.
 * `npm run sandbox`, `npm start` and the end-to-end tests all start it through here.
 */
import { join } from 'node:path';
import type { BizType } from '@generated/chat/model';
import type { RequestHandler } from 'msw';
import { handleAccountCenter } from './account-center/account-center.ts';
import { type ChatMessageInput, type ControlDeps, BadInput, handleControl } from './control/control-api.ts';
import { FaultBook, faultHandler } from './control/faults.ts';
import { DEFAULT_SEED, DISPATCH_NEW_TEXT, DISPATCH_OLD_TEXT, DISPATCH_SENDER } from './db/seed.ts';
import { chatsOf, postGroupNotice, postMessage } from './domain/chat/index.ts';
import { addNotification, notificationTitle } from './domain/notifications.ts';
import { createDispatchOrder } from './domain/orders.ts';
import { findAccount } from './domain/session.ts';
import { sandboxHandlers } from './handlers/index.ts';
import { SandboxPlatform } from './platform.ts';
import { type RealtimeOptions, attachRealtime } from './realtime/hub.ts';
import { DEFAULT_SANDBOX_PORT, createSandboxServer } from './server.ts';
import { SqliteStore } from './store/sqlite.ts';

export interface SandboxOptions {
  port?: number;
  /** Folder of the state's database; undefined keeps state in memory only. */
  dataDir?: string;
  /** Start from the seed, ignoring persisted state. */
  fresh?: boolean;
  seed?: number;
  scale?: number;
  realtime?: RealtimeOptions;
}

export const DEFAULT_DATA_DIR = '.sandbox-data';

/** The gateway handler chain for a platform; built once, since building it is not free. */
export function platformHandlers(platform: SandboxPlatform, faults: FaultBook): RequestHandler[] {
  return [faultHandler(faults), ...sandboxHandlers(platform)];
}

function staffImId(platform: SandboxPlatform, account: string): string {
  const found = findAccount(platform, account);
  if (!found) throw new BadInput(`no account "${account}"`);
  return found.userInfo.imId;
}

const HOUR_MS = 3_600_000;
const startOfHour = (ms: number) => Math.floor(ms / HOUR_MS) * HOUR_MS;

/** The database file of a seed and scale in a data folder. */
export function databaseFile(dataDir: string, seed: number, scale: number): string {
  return join(dataDir, `sandbox-${seed}-${scale}.sqlite`);
}

export async function startSandbox(options: SandboxOptions = {}) {
  const seed = options.seed ?? DEFAULT_SEED;
  const scale = options.scale ?? 1;
  // Every change is written to the database as it happens (WAL), so a restart keeps it.
  const store = new SqliteStore({ file: options.dataDir ? databaseFile(options.dataDir, seed, scale) : ':memory:' });
  // Seeded around the hour it seeds (start on an empty folder, `reset`), so dates stay around today.
  const platform = new SandboxPlatform({ store, seed: { seed, scale, reference: () => startOfHour(Date.now()) }, fresh: options.fresh });
  const faults = new FaultBook();
  const handlers = platformHandlers(platform, faults);

  const sandbox = createSandboxServer({
    port: options.port ?? DEFAULT_SANDBOX_PORT,
    handlers: () => handlers,
    now: () => platform.now(),
    routes: async (req, res, url) => (await handleControl(deps, req, res, url)) || (await handleAccountCenter(platform, req, res, url)),
  });
  const hub = attachRealtime(sandbox.server, platform, options.realtime);

  const chatMessage = (input: ChatMessageInput) => {
    const viewer = staffImId(platform, input.account);
    const others = (c: (typeof chats)[number]) => c.members.filter((m) => m.userId !== viewer && m.userId !== DISPATCH_SENDER.imId);
    const chats = chatsOf(platform, viewer);
    // Without a chat id: the account's first chat of that type with someone to talk to (not the dispatch chat).
    const chat = input.chatId
      ? chats.find((c) => c.item.chatId === input.chatId)
      : chats.find((c) => c.item.chatType === (input.chatType ?? '0') && (input.fromUserId !== undefined || others(c).length > 0));
    if (!chat)
      throw new BadInput(
        input.chatId
          ? `"${input.account}" is not in chat ${input.chatId}`
          : `"${input.account}" has no chat of type ${input.chatType ?? '0'}`,
      );
    const from = input.fromUserId ?? others(chat)[0]?.userId;
    if (!from) throw new BadInput('"fromUserId" is required for this chat');
    return postMessage(platform, {
      chatId: chat.item.chatId,
      fromUserId: from,
      content: input.content,
      atUserIds: input.atUserIds,
      bizType: input.bizType as BizType | undefined,
    });
  };

  const deps: ControlDeps = {
    platform,
    faults,
    reset: () => {
      faults.clear();
      platform.clockOffsetSeconds = 0;
      // Sessions vanish with the reset, so live sockets would hold tokens nobody knows.
      for (const account of new Set(hub.connections().flatMap((c) => (c.account ? [c.account] : [])))) hub.disconnect(account, 0);
      platform.reset();
    },
    push: (account, notice) =>
      addNotification(platform, account, { type: notice.type, text: notice.text ?? notificationTitle(notice.type), assid: notice.assid }),
    dispatch: (account, { oldCustomer, followNumber }) =>
      platform.transaction(() => {
        const viewer = staffImId(platform, account);
        const chat = chatsOf(platform, viewer).find(
          (c) => c.item.chatType === '0' && c.members.some((m) => m.userId === DISPATCH_SENDER.imId),
        );
        if (!chat) throw new BadInput(`"${account}" has no chat with the dispatch sender`);
        const order = createDispatchOrder(platform, account, { oldCustomer, followNumber });
        const project = order.orderList[0]?.spuName ?? '';
        const message = postMessage(platform, {
          chatId: chat.item.chatId,
          fromUserId: DISPATCH_SENDER.imId,
          msgType: 99,
          bizType: oldCustomer ? 2 : 1,
          content: `${oldCustomer ? DISPATCH_OLD_TEXT : DISPATCH_NEW_TEXT}：${order.customer.name}，${project}，派单号 ${order.followNumber}`,
        });
        return { order: { id: order.id, followNumber: order.followNumber, number: order.number }, fingerPrint: message.fingerPrint };
      }),
    chatMessage,
    groupNotice: ({ account, chatId, nType, ...rest }) => {
      staffImId(platform, account);
      return postGroupNotice(platform, chatId, { ...(rest as object), nType } as Parameters<typeof postGroupNotice>[2]);
    },
    disconnect: (account, missed) => ({ fingerPrints: hub.disconnect(account, missed) }),
    kick: (account) => hub.kick(account),
    rejectNext: (account) => hub.rejectNext(account),
  };

  const address = await sandbox.listen();
  return {
    address,
    platform,
    hub,
    faults,
    close: async () => {
      await hub.close();
      await sandbox.close();
      store.close();
    },
  };
}
