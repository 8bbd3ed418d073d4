import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from './profile.ts';
import { profileOfMode, resolveConfig } from './resolve-config.ts';

const secureEnv = {
  VITE_MAIN_GATEWAY_URL: 'https://gateway.example.com',
  VITE_CHAT_GATEWAY_URL: 'https://im.example.com/imclient-hospital',
  VITE_CHAT_SOCKET_URL: 'wss://im.example.com/ws',
  VITE_PUSH_SOCKET_URL: 'wss://push.example.com/ws',
  VITE_APP_ID: 'app',
  VITE_APP_SECRET: 'secret',
  VITE_ACCOUNT_CENTER_URL: 'https://account.example.com/',
  VITE_IMAGE_BASE_URL: 'https://img.example.com/',
};

describe('configuration profiles', () => {
  it('points the sandbox profile at the embedded platform on loopback', () => {
    const config = resolveConfig('sandbox', {});
    expect(config.mainGatewayUrl).toBe('http://127.0.0.1:4010');
    expect(config.chatGatewayUrl).toBe('http://127.0.0.1:4010/imclient-hospital');
    expect(config.appId).toBe('sandbox-app');
  });

  it('stops a production build that lacks its variables, naming each one', () => {
    expect(() => resolveConfig('production', { VITE_APP_ID: 'x' })).toThrow(
      new RegExp(
        Object.keys(PRODUCTION_ENV)
          .filter((k) => k !== 'VITE_APP_ID')
          .join('.*'),
      ),
    );
  });

  it('takes every production value from the environment', () => {
    const config = resolveConfig('production', secureEnv);
    expect(config.mainGatewayUrl).toBe('https://gateway.example.com');
    expect(config.pushSocketUrl).toBe('wss://push.example.com/ws');
    expect(config.accountCenterUrl).toBe('https://account.example.com/');
    expect(config.imageBaseUrl).toBe('https://img.example.com/');
    expect(config.profile).toBe('production');
  });

  it.each([
    ['VITE_MAIN_GATEWAY_URL', 'http://gateway.example.com'],
    ['VITE_CHAT_GATEWAY_URL', 'http://im.example.com/imclient-hospital'],
    ['VITE_CHAT_SOCKET_URL', 'ws://im.example.com/ws'],
    ['VITE_PUSH_SOCKET_URL', 'https://push.example.com/ws'],
    ['VITE_ACCOUNT_CENTER_URL', 'gateway.example.com'],
    ['VITE_IMAGE_BASE_URL', 'http://img.example.com/'],
  ])('refuses a production %s of %s, naming the variable', (key, value) => {
    expect(() => resolveConfig('production', { ...secureEnv, [key]: value })).toThrow(new RegExp(`${key} must be a (https|wss):// URL`));
  });

  it('maps Vite modes to profiles, development being the sandbox', () => {
    expect(profileOfMode('development')).toBe('sandbox');
    expect(profileOfMode('sandbox')).toBe('sandbox');
    expect(profileOfMode('test')).toBe('test');
    expect(profileOfMode('production')).toBe('production');
    expect(() => profileOfMode('staging')).toThrow(/unknown Vite mode/);
  });
});
