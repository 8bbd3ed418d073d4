/**
 * Wires the transport core to the app: antd shows its toasts (one at a time, by key). The session
 * token and the desktop-aware session-invalid handling are wired by the session module.
 */
import { message } from 'antd';
import { configureTransport } from '@/lib/http/transport-config.ts';

export function installTransport(): void {
  message.config({ maxCount: 1 });
  configureTransport({
    notify: (toast) => {
      void message.open({ key: toast.key, type: toast.type, content: toast.content });
    },
  });
}
