/**
 * System notifications (the Web Notification API; the desktop shell's permission handler allows
 * exactly this permission). A port so the alert service and the settings self-test can be tested
 * with a fake, and so a browser without the API reads as `'unsupported'` instead of throwing.
 */

export type NotificationState = NotificationPermission | 'unsupported';

export interface NotificationPort {
  permission(): NotificationState;
  /** Asks the user (must follow a click in most browsers); resolves to the new state. */
  request(): Promise<NotificationState>;
  /** Shows a notification when permitted; does nothing otherwise. Never throws. */
  show(title: string, options: { body: string; tag?: string; onClick?: () => void }): boolean;
}

export function browserNotificationPort(): NotificationPort {
  const api = (): typeof Notification | undefined => (typeof Notification === 'undefined' ? undefined : Notification);
  return {
    permission: () => api()?.permission ?? 'unsupported',
    async request() {
      const N = api();
      if (!N) return 'unsupported';
      try {
        return await N.requestPermission();
      } catch {
        return N.permission;
      }
    },
    show(title, { body, tag, onClick }) {
      const N = api();
      if (!N || N.permission !== 'granted') return false;
      try {
        const notification = new N(title, { body, tag });
        if (onClick) {
          notification.onclick = () => {
            globalThis.focus?.();
            onClick();
            notification.close();
          };
        }
        return true;
      } catch {
        // Chrome on Android and some embedded views forbid the constructor.
        return false;
      }
    },
  };
}
