/**
 * Connects the realtime engine to the screen once someone is signed in: chat messages raise the
 * message or dispatch alerts and refresh unread counts a second later; push notices (not in
 * restricted mode) raise notice alerts and refresh the notification count; socket events are
 * reported with `log/onWsEvent`. Mounted inside the main layout.
 */
import { onWsEvent } from '@generated/main/session/session';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createAlertService } from '@/lib/alerts/alert-service.ts';
import { useAlertSettings } from '@/lib/alerts/use-alert-settings.ts';
import { refreshNotificationUnreadCount } from '@/lib/notifications/notification-cache.ts';
import { dispatchInfo } from '@/lib/realtime/dispatch-message.ts';
import { startRealtime } from '@/lib/realtime/realtime.ts';
import { useSession } from '@/lib/session/session-store.ts';
import { AlertPopups } from './alert-popups.tsx';

/** Unread counts are refreshed 1 s after a message (specification, section 9). */
const UNREAD_REFRESH_DELAY_MS = 1000;

export function RealtimeBridge() {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [service] = useState(() => createAlertService());
  const { settings } = useAlertSettings();

  useEffect(() => service.setSettings(settings), [service, settings]);
  useEffect(() => service.setNavigate((url) => navigate(url)), [service, navigate]);
  useEffect(() => {
    const stop = () => service.stopAttention();
    window.addEventListener('focus', stop);
    return () => window.removeEventListener('focus', stop);
  }, [service]);

  const token = session?.token;
  useEffect(() => {
    if (!session) return undefined;
    const realtime = startRealtime({
      session,
      reportSocketEvent: (report) => void onWsEvent(report, { silent: true }).catch(() => undefined),
    });
    const timers = new Set<ReturnType<typeof setTimeout>>();
    realtime.chat.on('message', (message) => {
      const dispatch = dispatchInfo(message);
      if (dispatch) {
        service.dispatchAlert({ fingerPrint: message.fingerPrint, text: message.content, ...dispatch });
      } else if (message.fromUserId !== session.userInfo.imId) {
        service.messageAlert({
          fingerPrint: message.fingerPrint,
          chatId: message.chatId,
          title: message.fromUser.realName,
          text: message.content,
        });
      }
      const timer = setTimeout(() => {
        timers.delete(timer);
        void queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).includes('/api/v1/chats') });
      }, UNREAD_REFRESH_DELAY_MS);
      timers.add(timer);
    });
    if (!session.isRestricted) {
      realtime.push.on('notice', (notice, meta) => {
        service.noticeAlert({ fingerPrint: meta.fingerPrint, type: notice.type, text: notice.text, assid: notice.assid });
        void refreshNotificationUnreadCount(queryClient);
      });
    }
    return () => {
      for (const timer of timers) clearTimeout(timer);
      realtime.stop();
    };
    // The engine restarts only for a new session (token), not for every session object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  useEffect(() => () => service.dispose(), [service]);
  return <AlertPopups service={service} />;
}
