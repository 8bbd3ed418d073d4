/**
 * Every case of the error catalogue (specification, section 8) in both languages: en-US carries
 * the specification's texts verbatim, zh-CN is what staff read by default. Either text changing
 * by accident fails here.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { resetLocale, setLocale } from '../i18n/i18n.ts';
import { translator } from '../i18n/translate.ts';
import { networkFailedMessage, networkUnstableMessage, statusMessage, unknownMessage } from './error-catalogue.ts';
import { errorTexts } from './error-texts.ts';

const t = translator(errorTexts);

afterEach(() => resetLocale());

const cases: { name: string; text: () => string; 'en-US': string; 'zh-CN': string }[] = [
  ...[404, 500, 502].map((status) => ({
    name: `HTTP ${status}`,
    text: () => statusMessage(status),
    'en-US': 'service temporarily unavailable, please refresh and retry',
    'zh-CN': '服务暂不可用，请刷新后重试',
  })),
  {
    name: 'HTTP 504',
    text: () => statusMessage(504),
    'en-US': 'service request timed out, please refresh and retry',
    'zh-CN': '服务请求超时，请刷新后重试',
  },
  {
    name: 'another HTTP status',
    text: () => statusMessage(403),
    'en-US': 'oops, something went wrong (403)',
    'zh-CN': '哎呀，出错了（403）',
  },
  {
    name: 'network error',
    text: () => networkFailedMessage(),
    'en-US': 'request error: network connection failed, check your network',
    'zh-CN': '请求错误：网络连接失败，请检查网络',
  },
  {
    name: 'unstable network',
    text: () => networkUnstableMessage('TIMEOUT'),
    'en-US': 'request error: your network is unstable, please refresh and retry (TIMEOUT)',
    'zh-CN': '请求错误：您的网络不稳定，请刷新后重试（TIMEOUT）',
  },
  {
    name: 'anything else',
    text: () => unknownMessage('E_PARSE'),
    'en-US': 'oops, something went wrong (E_PARSE)',
    'zh-CN': '哎呀，出错了（E_PARSE）',
  },
  { name: 'login invalid (title)', text: () => t('errors.loginInvalidTitle'), 'en-US': 'login invalid', 'zh-CN': '登录失效' },
  {
    name: 'login invalid',
    text: () => t('errors.loginInvalid'),
    'en-US': 'your login information is invalid or expired, please log in again',
    'zh-CN': '您的登录信息已失效或过期，请重新登录',
  },
  {
    name: 'menu not authorised (title)',
    text: () => t('errors.menuNotAuthorisedTitle'),
    'en-US': 'menu not authorised',
    'zh-CN': '菜单未授权',
  },
  {
    name: 'menu not authorised',
    text: () => t('errors.menuNotAuthorised'),
    'en-US': 'you have not been authorised to access this menu, contact the institution administrator',
    'zh-CN': '您尚未获得访问此菜单的授权，请联系机构管理员',
  },
];

describe.each(['en-US', 'zh-CN'] as const)('the error catalogue in %s', (locale) => {
  it.each(cases)('$name', (entry) => {
    setLocale(locale);
    expect(entry.text()).toBe(entry[locale]);
  });
});
