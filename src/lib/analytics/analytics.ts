/**
 * Analytics adapter. The product reports who is signed in and their account type (main or
 * sub-account); where the events go is a sink injected by the deployment. The default keeps
 * them in memory only — no third-party network from this client.
 */
export type AnalyticsEvent =
  | { kind: 'identify'; userId: string; hospitalId: string }
  | { kind: 'account-type'; accountType: 'main' | 'sub' }
  | { kind: 'clear-identity' };

export type AnalyticsSink = (event: AnalyticsEvent) => void;

const recorded: AnalyticsEvent[] = [];
let sink: AnalyticsSink = () => {};
let identity: string | undefined;

export function setAnalyticsSink(next: AnalyticsSink): void {
  sink = next;
}

function send(event: AnalyticsEvent): void {
  recorded.push(event);
  if (recorded.length > 100) recorded.shift();
  sink(event);
}

export function identify(user: { id: number; hospitalId: number; isMainAccount: boolean }): void {
  identity = String(user.id);
  send({ kind: 'identify', userId: identity, hospitalId: String(user.hospitalId) });
  send({ kind: 'account-type', accountType: user.isMainAccount ? 'main' : 'sub' });
}

export function clearIdentity(): void {
  identity = undefined;
  send({ kind: 'clear-identity' });
}

export function currentIdentity(): string | undefined {
  return identity;
}

/** What was reported, oldest first (tests, diagnostics). */
export function recordedAnalytics(): readonly AnalyticsEvent[] {
  return recorded;
}
