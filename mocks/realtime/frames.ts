/**
 * Frames of the chat socket and the push socket (contracts/realtime/*.schema.json), the sandbox's
 * side: the types generated from the schemas and builders for the frames the sandbox sends.
 */
import type { components } from '@generated/realtime/frames';
import { type Frame, SERVER_ID, decodeContent } from '../../src/lib/realtime/frames.ts';

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

// The wire format is the client's (one home): type codes, the frame shape and its defensive
// reading. A malformed frame is dropped on both sides the same way.
export { FRAME, type Frame, SERVER_ID, parseFrame } from '../../src/lib/realtime/frames.ts';

/** The decoded JSON of a frame's dataContent, or null; every field may be missing (client input). */
export const parseContent = <T>(frame: Frame): Partial<T> | null => decodeContent<Partial<T>>(frame);

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
