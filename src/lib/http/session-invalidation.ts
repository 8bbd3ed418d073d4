/**
 * Once-per-page reactions to failures that affect the whole app, not one call. When the session
 * expires every in-flight request fails with 401 together; logging out, alerting and navigating
 * ten times over would stack dialogs and race navigations, so the reaction runs once until the
 * session feature signs in again (resetSessionInvalidation) or the page reloads. The same holds
 * for the reload after a clock correction.
 */
import { getTransportOptions, onTransportReset } from './transport-config.ts';

let sessionHandled = false;
let reloadRequested = false;

/** Runs the injected onSessionInvalid, unless it already ran. Returns whether it ran now. */
export function handleSessionInvalid(): boolean {
  if (sessionHandled) return false;
  sessionHandled = true;
  getTransportOptions().onSessionInvalid();
  return true;
}

/**
 * Call when this device ends the session on purpose (logout, a login elsewhere), before telling
 * the platform: requests still in flight then answer 'login invalid', and that is the logout
 * itself, not an expiry to react to (no toast, no trip to the account centre).
 */
export function sessionEndedOnPurpose(): void {
  sessionHandled = true;
}

/** Call after a successful login, so the next expiry is handled again. */
export function resetSessionInvalidation(): void {
  sessionHandled = false;
}

/** Runs the injected reload, unless a reload is already under way. */
export function requestReload(): boolean {
  if (reloadRequested) return false;
  reloadRequested = true;
  getTransportOptions().reload();
  return true;
}

onTransportReset(() => {
  sessionHandled = false;
  reloadRequested = false;
});
