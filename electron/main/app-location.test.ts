import { describe, expect, it } from 'vitest';
import { APP_BASE_URL, createAppLocation, originOf } from './app-location.ts';

describe('originOf', () => {
  it('builds scheme://host for the app scheme, which URL.origin calls "null"', () => {
    expect(new URL('app://client/index.html').origin).toBe('null');
    expect(originOf('app://client/index.html#/login')).toBe('app://client');
  });
  it('keeps the port and rejects what does not parse or has no host', () => {
    expect(originOf('http://127.0.0.1:5173/#/')).toBe('http://127.0.0.1:5173');
    expect(originOf('not a url')).toBeUndefined();
    expect(originOf('about:blank')).toBeUndefined();
  });
});

describe('createAppLocation', () => {
  const dev = createAppLocation('http://127.0.0.1:5173');
  const packaged = createAppLocation(APP_BASE_URL);

  it('builds hash routes with query parameters on the route', () => {
    expect(dev.routeUrl('/login')).toBe('http://127.0.0.1:5173/#/login');
    expect(packaged.routeUrl('/')).toBe('app://client/#/');
    expect(packaged.routeUrl('/msgBox', { chatId: 'c 1', title: 'a&b', avatar: undefined })).toBe(
      'app://client/#/msgBox?chatId=c+1&title=a%26b',
    );
  });

  it('recognises only its own origin', () => {
    expect(dev.isAppUrl('http://127.0.0.1:5173/assets/x.js')).toBe(true);
    expect(dev.isAppUrl('http://127.0.0.1:5174/')).toBe(false);
    expect(dev.isAppUrl('http://localhost:5173/')).toBe(false);
    expect(dev.isAppUrl('https://127.0.0.1:5173/')).toBe(false);
    expect(packaged.isAppUrl('app://client/#/chat')).toBe(true);
    expect(packaged.isAppUrl('app://other/')).toBe(false);
    expect(packaged.isAppUrl('file:///etc/passwd')).toBe(false);
    expect(packaged.isAppUrl(undefined)).toBe(false);
  });
});
