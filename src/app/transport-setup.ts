/**
 * Wires the transport core to the app: `feedback` shows its toasts (one at a time, by key), requests
 * carry the session's token, and an invalid session (HTTP 401, codes 1001/1002) logs out — on the
 * desktop by closing the main window for the login window and going to the root; on the web with
 * the specification's message and a trip to the account centre.
 */
import { getDesktop } from '@/lib/desktop/desktop.ts';
import { feedback } from '@/lib/feedback/feedback.ts';
import { loginInvalidMessage } from '@/lib/http/error-catalogue.ts';
import { showErrorToast } from '@/lib/http/notifier.ts';
import { configureTransport } from '@/lib/http/transport-config.ts';
import { accountCentreUrl } from '@/lib/routing/account-centre.ts';
import { hashHref } from '@/lib/routing/links.ts';
import { getSession } from '@/lib/session/session-store.ts';
import { signOutLocally } from '@/lib/session/sign-in.ts';

export function installTransport(): void {
  configureTransport({
    getToken: () => getSession()?.token,
    notify: (toast) => {
      feedback.message.open({ key: toast.key, type: toast.type, content: toast.content });
    },
    onSessionInvalid: () => {
      // A late answer to a request sent before logout: there is no session left to end.
      if (!getSession()) return;
      signOutLocally();
      const desktop = getDesktop();
      if (desktop) {
        desktop.closeToLogin();
        window.location.hash = hashHref('dashbord');
        window.location.reload();
        return;
      }
      showErrorToast(loginInvalidMessage());
      // Long enough to read the message before the page changes.
      setTimeout(() => window.location.assign(accountCentreUrl()), 1500);
    },
  });
}
