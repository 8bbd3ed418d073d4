import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@/lib/i18n/i18n.ts';
import { installFakeDesktop, removeFakeDesktop } from '@/testing/fake-desktop.ts';
import { syncDesktopLocale } from './desktop-locale.ts';

afterEach(() => removeFakeDesktop());

describe('desktop language', () => {
  it('is sent at start and on every change, until stopped', () => {
    setLocale('zh-CN');
    const desktop = installFakeDesktop();
    const stop = syncDesktopLocale();
    setLocale('en-US');
    stop();
    setLocale('zh-CN');
    expect(desktop.calls).toEqual(['setLocale:zh-CN', 'setLocale:en-US']);
  });

  it('does nothing in a browser', () => {
    expect(() => syncDesktopLocale()()).not.toThrow();
  });
});
