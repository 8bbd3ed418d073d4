import { describe, expect, it, vi } from 'vitest';
import { FakeWebContents, cancellableEvent, createElectronStub } from '../testing/electron-stub.ts';
import { createAppLocation } from './app-location.ts';
import { guardWebContents, isAllowedExternal } from './navigation-guard.ts';

function guarded() {
  const electron = createElectronStub();
  const contents = new FakeWebContents();
  guardWebContents(contents as never, {
    isAppUrl: createAppLocation('http://127.0.0.1:5173').isAppUrl,
    externalOrigins: ['https://help.example.com'],
    shell: electron.api.shell,
    log: { info() {}, warn: vi.fn() },
  });
  return { contents, electron };
}

const navigate = (contents: FakeWebContents, name: string, url: string) => {
  const event = cancellableEvent();
  contents.emit(name, event, url);
  return event.defaultPrevented;
};

describe('navigation guard', () => {
  it('allows navigation inside the app origin and blocks everything else', () => {
    const { contents } = guarded();
    expect(navigate(contents, 'will-navigate', 'http://127.0.0.1:5173/#/login')).toBe(false);
    expect(navigate(contents, 'will-navigate', 'https://evil.example/')).toBe(true);
    expect(navigate(contents, 'will-navigate', 'file:///etc/passwd')).toBe(true);
    expect(navigate(contents, 'will-redirect', 'http://127.0.0.1:4010/')).toBe(true);
  });

  it('never attaches a webview', () => {
    const { contents } = guarded();
    const event = cancellableEvent();
    contents.emit('will-attach-webview', event, {}, {});
    expect(event.defaultPrevented).toBe(true);
  });

  it('denies every new window and opens only allow-listed https links externally', () => {
    const { contents, electron } = guarded();
    const open = (url: string) => contents.windowOpenHandler?.({ url });
    expect(open('https://help.example.com/guide')).toEqual({ action: 'deny' });
    expect(open('http://help.example.com/guide')).toEqual({ action: 'deny' });
    expect(open('https://help.example.com.evil.test/')).toEqual({ action: 'deny' });
    expect(open('http://127.0.0.1:5173/#/chat')).toEqual({ action: 'deny' });
    expect(electron.openedExternally).toEqual(['https://help.example.com/guide']);
  });

  it('isAllowedExternal compares whole origins', () => {
    expect(isAllowedExternal('https://a.test:8443/x', ['https://a.test:8443'])).toBe(true);
    expect(isAllowedExternal('https://a.test/x', ['https://a.test:8443'])).toBe(false);
  });
});
