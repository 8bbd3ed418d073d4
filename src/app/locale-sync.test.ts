import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@/lib/i18n/i18n.ts';
import { installFakeDesktop, removeFakeDesktop } from '@/testing/fake-desktop.ts';
import { syncLocaleOutsideReact } from './locale-sync.ts';

afterEach(() => removeFakeDesktop());

describe('language outside React', () => {
  it('is set on the page and the desktop shell at start and on every change, until stopped', () => {
    setLocale('zh-CN');
    const desktop = installFakeDesktop();
    const stop = syncLocaleOutsideReact();
    expect(document.documentElement.lang).toBe('zh-CN');
    setLocale('en-US');
    expect(document.documentElement.lang).toBe('en-US');
    stop();
    setLocale('zh-CN');
    expect(desktop.calls).toEqual(['setLocale:zh-CN', 'setLocale:en-US']);
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('in a browser sets only the page language', () => {
    setLocale('en-US');
    syncLocaleOutsideReact()();
    expect(document.documentElement.lang).toBe('en-US');
  });
});
