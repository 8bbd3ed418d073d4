import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV, resolveConfig } from './profile.ts';

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
    const env = Object.fromEntries(Object.keys(PRODUCTION_ENV).map((key) => [key, `value-of-${key}`]));
    const config = resolveConfig('production', env);
    expect(config.mainGatewayUrl).toBe('value-of-VITE_MAIN_GATEWAY_URL');
    expect(config.accountCenterUrl).toBe('value-of-VITE_ACCOUNT_CENTER_URL');
    expect(config.profile).toBe('production');
  });
});
