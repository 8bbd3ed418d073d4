/**
 * Frames of the chat socket and the push socket (contracts/realtime/*.schema.json): the type
 * codes, the types generated from the schemas, and builders for the frames the sandbox sends.
 */
import type { components } from '@generated/realtime/frames';

type Schemas = components['schemas'];

export type ChatInboundFrame = Schemas['ChatInboundFrame'];
export type ChatLoginPayload = Schemas['ChatLoginPayload'];
export type ChatLoginResponsePayload = Schemas['ChatLoginResponsePayload'];
export type ChatSendMessagePayload = Schemas['ChatSendMessagePayload'];
export type ChatIllegalPayload = Schemas['ChatIllegalPayload'];
export type ChatKickoutPayload = Schemas['ChatKickoutPayload'];
export type PushInboundFrame = Schemas['PushInboundFrame'];
export type PushAuthPayload = Schemas['PushAuthPayload'];
export type PushAuthResponsePayload = Schemas['PushAuthResponsePayload'];
export type PushNoticePayload = Schemas['PushNoticePayload'];

/** Frame type codes (`type`) of both sockets. */
export const FRAME = {
  Login: 0,
  Keepalive: 1,
  /** Client → server: send a message (chat). Server → client: chat message, event 2 / notice push. */
  Data: 2,
  Logout: 3,
  Ack: 4,
  /** Server → client: read receipt, event 6. */
  Read: 6,
  LoginResponse: 50,
  KeepaliveResponse: 51,
  Illegal: 52,
  Kickout: 54,
  /** Server → client: group notice, event 101. */
  GroupNotice: 101,
} as const;

/** The server's id in `from`/`to`. */
export const SERVER_ID = '0';

/** Any frame, as it travels: `{type, dataContent, from, to, fp, QoS, typeu}`. */
export interface Frame {
  type: number;
  dataContent: string;
  from: string;
  to: string;
  fp: string | null;
  QoS: boolean;
  typeu: number;
}

/** A frame from a text message, or null when it is not one (bad JSON, missing or mistyped fields). */
export function parseFrame(text: string): Frame | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
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
    to: typeof f.to === 'string' ? f.to : SERVER_ID,
    fp: typeof f.fp === 'string' && f.fp.length > 0 ? f.fp : null,
    QoS: f.QoS === true,
    typeu: typeof f.typeu === 'number' ? f.typeu : -1,
  };
}

/** The decoded JSON of a frame's dataContent, or null. */
export function parseContent<T>(frame: Frame): Partial<T> | null {
  try {
    const value: unknown = JSON.parse(frame.dataContent);
    return value && typeof value === 'object' ? (value as Partial<T>) : null;
  } catch {
    return null;
  }
}

/** A server frame without QoS (responses, ACKs, terminal frames). */
export function plainFrame(type: number, to: string, dataContent: string): Frame {
  return { type, dataContent, from: SERVER_ID, to, fp: null, QoS: false, typeu: -1 };
}

/** A server frame with QoS: the client ACKs it with this fp, or the server resends it. */
export function qosFrame(type: number, to: string, payload: unknown, fp: string, typeu = -1): Frame {
  return { type, dataContent: JSON.stringify(payload), from: SERVER_ID, to, fp, QoS: true, typeu };
}

export const jsonFrame = (type: number, to: string, payload: unknown): Frame => plainFrame(type, to, JSON.stringify(payload));

/** `to` of a frame for a client whose id is not known (yet): never '0', never empty. */
export function clientId(value: string | null | undefined): string {
  return value && value !== SERVER_ID ? value : 'anonymous';
}
