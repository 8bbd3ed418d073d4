import { afterEach, describe, expect, it } from 'vitest';
import { catalogueKeys } from './catalogue.ts';
import { getLocale, resetLocale, setLocale, t } from './i18n.ts';

describe('i18n catalogue', () => {
  afterEach(() => {
    localStorage.clear();
    resetLocale();
  });

  it('gives zh-CN every key en-US has, and no other', () => {
    expect(catalogueKeys('zh-CN').sort()).toEqual(catalogueKeys('en-US').sort());
  });

  it('carries the specification texts verbatim in en-US', () => {
    setLocale('en-US');
    expect(t('errors.serviceUnavailable')).toBe('service temporarily unavailable, please refresh and retry');
    expect(t('errors.menuNotAuthorised')).toBe('you have not been authorised to access this menu, contact the institution administrator');
    expect(t('errors.networkUnstable', { code: 'ECONNRESET' })).toBe(
      'request error: your network is unstable, please refresh and retry (ECONNRESET)',
    );
  });

  it('uses the stored choice first, then the browser language', () => {
    setLocale('en-US');
    resetLocale();
    expect(getLocale()).toBe('en-US');
    localStorage.clear();
    resetLocale();
    // jsdom reports en-US as the browser language
    expect(getLocale()).toBe(navigator.language.toLowerCase().startsWith('en') ? 'en-US' : 'zh-CN');
  });

  it('switches language for every text at once', () => {
    setLocale('zh-CN');
    expect(t('routes.order.alllist')).toBe('全部订单');
    setLocale('en-US');
    expect(t('routes.order.alllist')).toBe('All orders');
  });
});
