/**
 * Section 8's texts for failures without a usable server msg. Pure mapping, so the rules are
 * readable in one place; interpret-response decides when they apply (a body msg wins).
 */
import { translator } from '../i18n/translate.ts';
import { errorTexts } from './error-texts.ts';

const t = translator(errorTexts);

/** The text for an HTTP status whose body carried no msg. */
export function statusMessage(status: number): string {
  switch (status) {
    case 404:
    case 500:
    case 502:
      return t('errors.serviceUnavailable');
    case 504:
      return t('errors.serviceTimeout');
    default:
      return t('errors.unknown', { code: status });
  }
}

/** Transport codes for failures without a response (shown in brackets to help support). */
export const NO_RESPONSE_CODES = {
  network: 'NETWORK',
  timeout: 'TIMEOUT',
  badBody: 'BAD_RESPONSE',
} as const;

export const networkFailedMessage = (): string => t('errors.networkFailed');
export const networkUnstableMessage = (code: string): string => t('errors.networkUnstable', { code });
/** A session the platform no longer accepts (HTTP 401, codes 1001/1002). */
export const loginInvalidMessage = (): string => t('errors.loginInvalid');
export const unknownMessage = (code: string | number): string => t('errors.unknown', { code });
