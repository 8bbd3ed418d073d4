/**
 * The sandbox's chat socket (`/ws/chat`), MobileIMSDK-like (contracts/realtime/README.md):
 * login with imId, session token, device id and client type `pc`; keepalive; QoS frames for
 * messages (event 2), read receipts (event 6) and group notices (event 101), resent until
 * acknowledged; messages the client sends (type 2) persisted through mocks/domain/chat,
 * acknowledged and deduplicated by fingerprint; kickout of an older device (54 `duplicated`);
 * rejection (52 `illegal`) on demand.
 */
import type { ChatGroupNotice } from '@generated/chat/model';
import type { SandboxAccount, SandboxChat } from '../db/state.ts';
import {
  chatList,
  chatViewerIds,
  findChat,
  findMessage,
  findStoredMessage,
  findReadEvent,
  messageForViewer,
  noticeRecipients,
  postMessage,
  readRecipients,
} from '../domain/chat/index.ts';
import { BusinessError } from '../domain/errors.ts';
import { findAccount, findAccountByImId, findSessionByToken } from '../domain/session.ts';
import type { PlatformEvent, SandboxPlatform } from '../platform.ts';
import type { Connection, SocketTimings } from './connection.ts';
import {
  type ChatIllegalPayload,
  type ChatKickoutPayload,
  type ChatLoginPayload,
  type ChatLoginResponsePayload,
  type ChatSendMessagePayload,
  clientId,
  FRAME,
  type Frame,
  jsonFrame,
  parseContent,
  plainFrame,
  qosFrame,
} from './frames.ts';
import { SocketServer } from './socket-server.ts';

export const CHAT_SOCKET_PATH = '/ws/chat';

/** Close codes the sandbox uses (4000–4999 are the application's). */
export const CLOSE = {
  Normal: 1000,
  Duplicated: 4001,
  Illegal: 4002,
  AuthFailed: 4003,
  SessionEnded: 4004,
} as const;

const TEXT = {
  tokenInvalid: '登录凭证已失效，请重新登录',
  accountDisabled: '账号已被禁用，请联系机构管理员',
  duplicated: '您的账号已在其他设备登录',
  illegal: '非法连接，服务器已拒绝',
  notLoggedIn: '未登录的连接，服务器已拒绝',
};

/** An account by its account name or its imId. */
export function resolveAccount(platform: SandboxPlatform, account: string): SandboxAccount | undefined {
  return findAccount(platform, account) ?? findAccountByImId(platform, account);
}

export class ChatSocketServer extends SocketServer {
  private readonly rejecting = new Set<string>();
  /** The connection whose data frame is being persisted: it does not get its own message back. */
  private origin: Connection | null = null;

  constructor(platform: SandboxPlatform, timings: SocketTimings) {
    super('chat', platform, timings);
  }

  /** Live (logged-in) connections of an IM id. */
  connectionsOf(imId: string): Connection[] {
    return [...this.live].filter((c) => c.imId === imId && c.isLive);
  }

  /** The next login of this account gets 52 `illegal` and is closed. */
  rejectNext(account: SandboxAccount): void {
    this.rejecting.add(account.account);
  }

  /** Kicks the account's connections as if it logged in elsewhere (54 `duplicated`, then close). */
  kick(account: SandboxAccount): number {
    const connections = [...this.live].filter((c) => c.account === account.account);
    for (const c of connections) this.kickout(c);
    return connections.length;
  }

  /** Drops the account's connections abruptly (no close frame), like a network failure. */
  drop(account: SandboxAccount): number {
    const connections = [...this.live].filter((c) => c.account === account.account || c.imId === account.userInfo.imId);
    for (const c of connections) c.terminate();
    return connections.length;
  }

  /**
   * Posts `count` messages from the other participants into the account's most recent chats
   * (round robin over up to five), e.g. while it is disconnected. Returns their fingerprints.
   */
  postMissed(account: SandboxAccount, count: number): string[] {
    const imId = account.userInfo.imId;
    const chats = chatList(this.platform, imId)
      .map((item) => findChat(this.platform, item.chatId))
      .filter((chat): chat is SandboxChat => !!chat && chat.members.some((m) => m.userId !== imId))
      .slice(0, 5);
    const fingerPrints: string[] = [];
    if (chats.length === 0) return fingerPrints;
    // One transaction: the messages arrive together, as the frames that follow it do.
    this.platform.transaction(() => this.postEach(chats, imId, count, fingerPrints));
    return fingerPrints;
  }

  private postEach(chats: SandboxChat[], imId: string, count: number, fingerPrints: string[]): void {
    for (let i = 0; i < count; i++) {
      const chat = chats[i % chats.length];
      if (!chat) continue;
      const others = chat.members.filter((m) => m.userId !== imId);
      const sender = others.find((m) => m.userType !== 2 && m.userType !== 4) ?? others[0];
      if (!sender) continue;
      const message = postMessage(this.platform, {
        chatId: chat.item.chatId,
        fromUserId: sender.userId,
        content: `离线期间的消息 ${i + 1}/${count}：您好，请问还在吗？`,
      });
      fingerPrints.push(message.fingerPrint);
    }
  }

  // -------------------------------------------------------------------------------------------

  protected onFrame(c: Connection, frame: Frame): void {
    if (c.state !== 'live') {
      if (frame.type === FRAME.Login) this.login(c, frame);
      else this.illegal(c, clientId(frame.from), TEXT.notLoggedIn);
      return;
    }
    const to = c.imId as string;
    switch (frame.type) {
      case FRAME.Keepalive:
        c.send(plainFrame(FRAME.KeepaliveResponse, to, '{}'));
        return;
      case FRAME.Ack:
        c.acknowledge(frame.dataContent);
        return;
      case FRAME.Data:
        this.receiveMessage(c, frame);
        return;
      case FRAME.Logout:
        c.close(CLOSE.Normal, 'logout');
        return;
      case FRAME.Login:
        // A repeated login on a live connection: answer it again.
        c.send(jsonFrame(FRAME.LoginResponse, to, { code: 0, firstLoginTime: c.connectedAt } satisfies ChatLoginResponsePayload));
        return;
      default:
        // Unknown frame types are ignored (frames may grow).
        return;
    }
  }

  private login(c: Connection, frame: Frame): void {
    const payload = parseContent<ChatLoginPayload>(frame) ?? {};
    const imId = payload.loginUserId || frame.from;
    const to = clientId(imId);
    const account = imId ? findAccountByImId(this.platform, imId) : undefined;
    if (account && this.rejecting.has(account.account)) {
      this.rejecting.delete(account.account);
      this.illegal(c, to, TEXT.illegal);
      return;
    }
    const session = findSessionByToken(this.platform, payload.loginToken);
    if (!account || !session || session.account !== account.account || payload.clientType !== 'pc') {
      this.refuse(c, to, { code: 1001, msg: TEXT.tokenInvalid });
      return;
    }
    if (!account.enabled) {
      this.refuse(c, to, { code: 1002, msg: TEXT.accountDisabled });
      return;
    }
    const deviceId = payload.deviceId || 'unknown-device';
    for (const other of [...this.live]) {
      if (other === c || other.imId !== account.userInfo.imId || other.state !== 'live') continue;
      // Another device: kick it out. The same device again: its old socket is stale, drop it.
      if (other.deviceId !== deviceId) this.kickout(other);
      else other.terminate();
    }
    c.account = account.account;
    c.imId = account.userInfo.imId;
    c.deviceId = deviceId;
    c.token = session.token;
    c.state = 'live';
    const firstLoginTime = payload.firstLoginTime && payload.firstLoginTime > 0 ? payload.firstLoginTime : this.platform.now();
    c.send(jsonFrame(FRAME.LoginResponse, c.imId, { code: 0, firstLoginTime } satisfies ChatLoginResponsePayload));
  }

  private refuse(c: Connection, to: string, payload: ChatLoginResponsePayload): void {
    c.close(CLOSE.AuthFailed, 'login refused', jsonFrame(FRAME.LoginResponse, to, payload));
  }

  private illegal(c: Connection, to: string, errorMsg: string): void {
    c.close(CLOSE.Illegal, 'illegal', jsonFrame(FRAME.Illegal, to, { errorCode: 'illegal', errorMsg } satisfies ChatIllegalPayload));
  }

  private kickout(c: Connection): void {
    const payload: ChatKickoutPayload = { code: 'duplicated', reason: TEXT.duplicated };
    c.close(CLOSE.Duplicated, 'duplicated', jsonFrame(FRAME.Kickout, clientId(c.imId), payload));
  }

  /** A message the client sends: persist once, ACK every time (duplicates included). */
  private receiveMessage(c: Connection, frame: Frame): void {
    const payload = parseContent<ChatSendMessagePayload>(frame);
    const fp = frame.fp ?? payload?.fingerPrint;
    if (!payload || !fp || !payload.chatId) return;
    const ack = () => c.send(plainFrame(FRAME.Ack, c.imId as string, fp));
    if (findMessage(this.platform, payload.chatId, fp)) {
      ack();
      return;
    }
    this.origin = c;
    try {
      postMessage(this.platform, {
        chatId: payload.chatId,
        fromUserId: c.imId as string,
        content: typeof payload.content === 'string' ? payload.content : '',
        msgType: payload.msgType ?? 1,
        bizType: payload.bizType ?? 0,
        fingerPrint: fp,
        toUserId: payload.toUserId,
        atUserIds: payload.atUserIds ?? [],
        refFingerPrint: payload.refFingerPrint ?? null,
      });
    } catch (error) {
      // Not persisted (unknown chat, not a member): no ACK, so the client marks it failed.
      if (error instanceof BusinessError) return;
      throw error;
    } finally {
      this.origin = null;
    }
    ack();
  }

  private deliver(imIds: Iterable<string>, build: (imId: string) => Frame): void {
    for (const imId of imIds) {
      const targets = this.connectionsOf(imId).filter((c) => c !== this.origin);
      if (targets.length === 0) continue;
      const frame = build(imId);
      for (const c of targets) c.sendQoS(frame);
    }
  }

  protected onPlatformEvent(event: PlatformEvent): void {
    const platform = this.platform;
    switch (event.kind) {
      case 'chat-message': {
        const chat = findChat(platform, event.chatId);
        const stored = findStoredMessage(platform, event.chatId, event.fingerPrint);
        if (!chat || !stored) return;
        const message = stored.message;
        this.deliver(chatViewerIds(platform, chat), (imId) =>
          qosFrame(FRAME.Data, imId, messageForViewer(platform, stored, imId), message.fingerPrint, message.msgType),
        );
        return;
      }
      case 'chat-read': {
        // Group reads travel as group notices (nType 6); private reads as event 6.
        const chat = findChat(platform, event.chatId);
        if (!chat || chat.item.chatType !== '0') return;
        const found = findReadEvent(platform, event.chatId, event.readerImId, event.fingerPrint);
        if (!found) return;
        this.deliver(readRecipients(platform, found.read), (imId) => qosFrame(FRAME.Read, imId, found.read, found.fingerPrint));
        return;
      }
      case 'group-notice': {
        const notice = event.notice as ChatGroupNotice;
        this.deliver(noticeRecipients(platform, notice), (imId) =>
          qosFrame(FRAME.GroupNotice, imId, notice, notice.fingerPrint, notice.nType),
        );
        return;
      }
      case 'session-ended':
        for (const c of [...this.live]) if (c.token === event.token) c.close(CLOSE.SessionEnded, 'session ended');
        return;
      default:
        return;
    }
  }
}
