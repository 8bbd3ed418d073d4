/**
 * What each renderer-to-main message may carry. Everything the renderer sends is untrusted input
 * (a compromised page could send anything), so every payload is checked for type, range and size
 * before a handler sees it.
 */
import type { DesktopBridge, DesktopLocale, MessagePreview } from '../shared/ipc-contract.ts';
import { IPC_CHANNELS, MESSAGE_PREVIEW_LIMITS } from '../shared/ipc-contract.ts';

/** Bridge methods that send a message to the main process (the rest are values or listeners). */
export type InboundMethod = Exclude<keyof DesktopBridge, 'platform' | 'appVersion' | 'runId' | 'onUpdateState' | 'onNavigate'>;

export type InboundPayload<M extends InboundMethod> = Parameters<DesktopBridge[M]> extends [infer P] ? P : undefined;

export type Validator<T> = (payload: unknown) => payload is T;

export const LIMITS = {
  badgeMax: 99_999,
  ...MESSAGE_PREVIEW_LIMITS,
} as const;

const none: Validator<undefined> = (payload): payload is undefined => payload === undefined;
const boolean: Validator<boolean> = (payload): payload is boolean => typeof payload === 'boolean';

const boundedString = (value: unknown, max: number, allowEmpty = true): value is string =>
  typeof value === 'string' && value.length <= max && (allowEmpty || value.length > 0);

const httpUrl = (value: string) => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
};

const badgeCount: Validator<number> = (payload): payload is number =>
  typeof payload === 'number' && Number.isInteger(payload) && payload >= 0 && payload <= LIMITS.badgeMax;

const locale: Validator<DesktopLocale> = (payload): payload is DesktopLocale => payload === 'zh-CN' || payload === 'en-US';

const messagePreview: Validator<MessagePreview> = (payload): payload is MessagePreview => {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return false;
  const allowed = new Set(['chatId', 'title', 'text', 'avatar']);
  if (Object.keys(payload).some((key) => !allowed.has(key))) return false;
  const { chatId, title, text, avatar } = payload as Record<string, unknown>;
  return (
    boundedString(chatId, LIMITS.chatIdLength, false) &&
    boundedString(title, LIMITS.titleLength) &&
    boundedString(text, LIMITS.textLength) &&
    (avatar === undefined || (boundedString(avatar, LIMITS.avatarLength) && httpUrl(avatar)))
  );
};

export const INBOUND_VALIDATORS: { [M in InboundMethod]: Validator<InboundPayload<M>> } = {
  shakeWindow: none,
  requestAttention: none,
  stopAttention: none,
  setBadgeCount: badgeCount,
  showMessagePreview: messagePreview,
  closeToLogin: none,
  setAutoStart: boolean,
  setHardwareAcceleration: boolean,
  checkForUpdates: none,
  installUpdate: none,
  signedIn: none,
  relaunch: none,
  setLocale: locale,
};

export const INBOUND_METHODS = Object.keys(INBOUND_VALIDATORS) as InboundMethod[];

export function channelOf(method: InboundMethod): string {
  return IPC_CHANNELS[method];
}
