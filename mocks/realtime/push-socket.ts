/**
 * The sandbox's push socket (`/ws/push`): authenticated with the push token
 * (`wsNotificationToken`), it carries system notice pushes `{type, text, assid}` as QoS frames
 * (type 2), resent until acknowledged. A `push-notice` platform event (raised by the control API
 * or by flows such as a new dispatched order) goes to every live push connection of its account.
 */
import type { SandboxAccount } from '../db/state.ts';
import { findAccount, findSessionByPushToken } from '../domain/session.ts';
import { newFingerPrint } from '../domain/chat/index.ts';
import type { PlatformEvent, SandboxPlatform } from '../platform.ts';
import { CLOSE } from './chat-socket.ts';
import type { Connection, SocketTimings } from './connection.ts';
import {
  clientId,
  FRAME,
  type Frame,
  jsonFrame,
  parseContent,
  plainFrame,
  type PushAuthPayload,
  type PushAuthResponsePayload,
  type PushNoticePayload,
  qosFrame,
} from './frames.ts';
import { SocketServer } from './socket-server.ts';

export const PUSH_SOCKET_PATH = '/ws/push';

const TOKEN_INVALID = '推送凭证已失效';

export class PushSocketServer extends SocketServer {
  constructor(platform: SandboxPlatform, timings: SocketTimings) {
    super('push', platform, timings);
  }

  /** Sends a notice to the account's live push connections; returns how many got it. */
  push(account: string, notice: PushNoticePayload): number {
    const targets = [...this.live].filter((c) => c.account === account && c.isLive);
    for (const c of targets) c.sendQoS(qosFrame(FRAME.Data, c.imId as string, notice, newFingerPrint()));
    return targets.length;
  }

  drop(account: SandboxAccount): number {
    const connections = [...this.live].filter((c) => c.account === account.account);
    for (const c of connections) c.terminate();
    return connections.length;
  }

  protected onFrame(c: Connection, frame: Frame): void {
    if (c.state !== 'live') {
      if (frame.type === FRAME.Login) this.auth(c, frame);
      else this.refuse(c, clientId(frame.from));
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
      case FRAME.Logout:
        c.close(CLOSE.Normal, 'logout');
        return;
      default:
        return;
    }
  }

  private auth(c: Connection, frame: Frame): void {
    const payload = parseContent<PushAuthPayload>(frame) ?? {};
    const session = findSessionByPushToken(this.platform, payload.token);
    const account = session ? findAccount(this.platform, session.account) : undefined;
    if (!session || !account || !account.enabled) {
      this.refuse(c, clientId(frame.from));
      return;
    }
    c.account = account.account;
    c.imId = account.userInfo.imId;
    c.deviceId = payload.deviceId || null;
    c.token = session.pushToken;
    c.state = 'live';
    c.send(jsonFrame(FRAME.LoginResponse, c.imId, { code: 0 } satisfies PushAuthResponsePayload));
  }

  private refuse(c: Connection, to: string): void {
    c.close(
      CLOSE.AuthFailed,
      'auth failed',
      jsonFrame(FRAME.LoginResponse, to, { code: 1001, msg: TOKEN_INVALID } satisfies PushAuthResponsePayload),
    );
  }

  protected onPlatformEvent(event: PlatformEvent): void {
    if (event.kind === 'push-notice') {
      this.push(event.account, event.notice);
    } else if (event.kind === 'session-ended') {
      // Push connections of the account whose push token no longer belongs to a session.
      for (const c of [...this.live]) {
        if (c.account === event.account && !findSessionByPushToken(this.platform, c.token)) c.close(CLOSE.SessionEnded, 'session ended');
      }
    }
  }
}
