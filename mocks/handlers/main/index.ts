/**
 * The stateful main-gateway handlers, answering from `platform.state`. Operations not listed here
 * fall through to the generated, contract-valid example handlers.
 */
import type { HttpHandler } from 'msw';
import type { SandboxPlatform } from '../../platform.ts';
import { accountHandlers } from './accounts.ts';
import { bulletinHandlers } from './bulletins.ts';
import { customerHandlers } from './customers.ts';
import { homeHandlers } from './home.ts';
import { notificationHandlers } from './notifications.ts';
import { orderHandlers } from './orders.ts';
import { productHandlers } from './products.ts';
import { sessionHandlers } from './session.ts';
import { settingsHandlers } from './settings.ts';

export function mainHandlers(platform: SandboxPlatform): HttpHandler[] {
  return [
    ...sessionHandlers(platform),
    ...notificationHandlers(platform),
    ...settingsHandlers(platform),
    ...homeHandlers(platform),
    ...orderHandlers(platform),
    ...customerHandlers(platform),
    ...bulletinHandlers(platform),
    ...accountHandlers(platform),
    ...productHandlers(platform),
  ];
}
