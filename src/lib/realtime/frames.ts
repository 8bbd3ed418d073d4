/**
 * The wire format both sockets share (contracts/realtime/README.md): one JSON text message per
 * frame, `{type, dataContent, from, to, fp, QoS, typeu}`. Payload types come from the frame
 * schemas (generated/realtime/frames.ts) so nothing here restates the contract by hand; this
 * module only knows the type codes, how to read a frame defensively and how to build the few
 * frames the client sends.
 */
import type { components } from '@generated/realtime/frames';

type Schemas = components['schemas'];

export type ChatLoginPayload = Schemas['ChatLoginPayload'];
export type ChatLoginResponsePayload = Schemas['ChatLoginResponsePayload'];
export type ChatSendMessagePayload = Schemas['ChatSendMessagePayload'];
export type ChatIllegalPayload = Schemas['ChatIllegalPayload'];
export type ChatKickoutPayload = Schemas['ChatKickoutPayload'];
export type PushAuthPayload = Schemas['PushAuthPayload'];
export type PushAuthResponsePayload = Schemas['PushAuthResponsePayload'];
export type PushNoticePayload = Schemas['PushNoticePayload'];

/** Frame type codes of both sockets (the push socket uses a subset). */
export const FRAME = {
  Login: 0,
  Keepalive: 1,
  /** Client → server: send a chat message. Server → client: chat message (event 2) / notice push. */
  Data: 2,
  Logout: 3,
  Ack: 4,
  /** Server → client: read receipt (event 6). */
  Read: 6,
  LoginResponse: 50,
  KeepaliveResponse: 51,
  Illegal: 52,
  Kickout: 54,
  /** Server → client: group notice (event 101). */
  GroupNotice: 101,
} as const;

/** The server's id in `from` / `to`. */
export const SERVER_ID = '0';

/** Any frame as it travels. Inbound frames are validated loosely: the server may add fields. */
export interface Frame {
  type: number;
  dataContent: string;
  from: string;
  to: string;
  fp: string | null;
  QoS: boolean;
  typeu: number;
}

/**
 * A frame from a socket message, or null when it is not one. A malformed frame is dropped rather
 * than thrown on: one bad frame must not take the connection (and every later message) down.
 */
export function parseFrame(data: unknown): Frame | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const f = value as Record<string, unknown>;
  if (typeof f.type !== 'number' || typeof f.dataContent !== 'string') return null;
  return {
    type: f.type,
    dataContent: f.dataContent,
    from: typeof f.from === 'string' ? f.from : '',
    to: typeof f.to === 'string' ? f.to : '',
    fp: typeof f.fp === 'string' && f.fp.length > 0 ? f.fp : null,
    QoS: f.QoS === true,
    typeu: typeof f.typeu === 'number' ? f.typeu : -1,
  };
}

/** The decoded JSON `dataContent`, or null when it is not a JSON object. */
export function decodeContent<T>(frame: Frame): T | null {
  try {
    const value: unknown = JSON.parse(frame.dataContent);
    return value && typeof value === 'object' ? (value as T) : null;
  } catch {
    return null;
  }
}

/** A client frame without QoS (login, keepalive, ACK, logout). */
export function clientFrame(type: number, from: string, dataContent: string): Frame {
  return { type, dataContent, from, to: SERVER_ID, fp: null, QoS: false, typeu: -1 };
}

export const keepaliveFrame = (from: string): Frame => clientFrame(FRAME.Keepalive, from, '{}');
export const logoutFrame = (from: string): Frame => clientFrame(FRAME.Logout, from, '');
/** The ACK of a server QoS frame: its fp as plain text. */
export const ackFrame = (from: string, fp: string): Frame => clientFrame(FRAME.Ack, from, fp);

export function chatLoginFrame(payload: ChatLoginPayload): Frame {
  return clientFrame(FRAME.Login, payload.loginUserId, JSON.stringify(payload));
}

export function pushAuthFrame(from: string, payload: PushAuthPayload): Frame {
  return clientFrame(FRAME.Login, from, JSON.stringify(payload));
}

/** A chat message the client sends: QoS, its fp is the message's fingerprint (resends keep it). */
export function sendMessageFrame(from: string, payload: ChatSendMessagePayload): Frame {
  return {
    type: FRAME.Data,
    dataContent: JSON.stringify(payload),
    from,
    to: payload.toUserId,
    fp: payload.fingerPrint,
    QoS: true,
    typeu: payload.msgType,
  };
}
