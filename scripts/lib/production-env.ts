/** Placeholder production values (https/wss, reserved .invalid hosts) for checks that build production. */
import type { PRODUCTION_ENV } from '../../src/lib/config/profile.ts';

export const EXAMPLE_PRODUCTION_ENV: Record<keyof typeof PRODUCTION_ENV, string> = {
  VITE_MAIN_GATEWAY_URL: 'https://gateway.example.invalid',
  VITE_CHAT_GATEWAY_URL: 'https://im.example.invalid/imclient-hospital',
  VITE_CHAT_SOCKET_URL: 'wss://im.example.invalid/ws',
  VITE_PUSH_SOCKET_URL: 'wss://push.example.invalid/ws',
  VITE_APP_ID: 'example-app-id',
  VITE_APP_SECRET: 'example-app-secret',
  VITE_ACCOUNT_CENTER_URL: 'https://account.example.invalid/',
  VITE_IMAGE_BASE_URL: 'https://img.example.invalid/',
};
