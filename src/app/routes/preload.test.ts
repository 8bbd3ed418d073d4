import { describe, expect, it, vi } from 'vitest';
import { preloadForAddress } from './preload.ts';

const layout = () => vi.fn(() => Promise.resolve());

describe('preloading what the address will show', () => {
  it('fetches a public page at once, never the layout', () => {
    const loaders = { layout: layout() };
    expect(preloadForAddress({ hash: '#/login?redirect=%2Fsetting', search: '' }, false, loaders)).toEqual(['login']);
    expect(loaders.layout).not.toHaveBeenCalled();
  });

  it('fetches the layout and the page for a signed-in session, home for the root', () => {
    const loaders = { layout: layout() };
    expect(preloadForAddress({ hash: '#/setting', search: '' }, true, loaders)).toEqual(['layout', 'setting']);
    expect(preloadForAddress({ hash: '', search: '' }, true, loaders)).toEqual(['layout', 'dashbord']);
    expect(loaders.layout).toHaveBeenCalledTimes(2);
  });

  it('fetches them for a token sign-in, whether the token is before the hash or in it', () => {
    expect(preloadForAddress({ hash: '#/dashbord', search: '?token=abc' }, false, { layout: layout() })).toEqual(['layout', 'dashbord']);
    expect(preloadForAddress({ hash: '#/order/alllist?token=abc', search: '' }, false, { layout: layout() })).toEqual([
      'layout',
      'order/alllist',
    ]);
  });

  it('fetches nothing for a layout route without a session or a token (the guard sends the visitor away)', () => {
    const loaders = { layout: layout() };
    expect(preloadForAddress({ hash: '#/dashbord', search: '' }, false, loaders)).toEqual([]);
    expect(loaders.layout).not.toHaveBeenCalled();
  });

  it('swallows a failed download', async () => {
    const failing = { layout: vi.fn(() => Promise.reject(new Error('offline'))) };
    expect(preloadForAddress({ hash: '#/dashbord', search: '' }, true, failing)).toEqual(['layout', 'dashbord']);
    await Promise.resolve();
  });
});
