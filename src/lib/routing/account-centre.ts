/**
 * The account centre's sign-in address with this client's return address (section 2, route
 * guard step 4, and section 8 for an expired session on the web): the account centre sends the
 * browser back to `redirect` with `?token=`.
 */
import { config } from '../config/config.ts';
import { linkTo } from './links.ts';

/** `returnTo` is a router address (`linkTo(…)` or the current location); the home page by default. */
export function accountCentreUrl(returnTo: string = linkTo('dashbord')): string {
  const back = `${window.location.origin}${window.location.pathname}#${returnTo}`;
  return `${config.accountCenterUrl}?redirect=${encodeURIComponent(back)}`;
}
