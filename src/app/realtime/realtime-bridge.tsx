/**
 * Connects the realtime engine to the screen once someone is signed in: chat events go through
 * the chat event handler (cache, alerts, read marks, unread refreshes); push notices (not in
 * restricted mode) raise notice alerts and refresh the notification count; connection trouble
 * raises its alerts; socket events are reported with `log/onWsEvent`. Mounted inside the main
 * layout.
 */
import { useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { chatAddress } from '@/features/public-pages/open-chat-request.ts';
import { createAlertService } from '@/lib/alerts/alert-service.ts';
import { useUnreadBadgeCount } from '@/lib/chat/unread-badge.ts';
import { mainClient } from '@/lib/http/gateway-clients.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { useAlertSettings } from '@/lib/alerts/use-alert-settings.ts';
import { refreshNotificationUnreadCount } from '@/lib/notifications/notification-cache.ts';
import { startRealtime } from '@/lib/realtime/realtime.ts';
import { publishSockets } from '@/lib/realtime/realtime-status.ts';
import { fetchSyncAnchor } from '@/lib/realtime/sync-anchor.ts';
import { useSession } from '@/lib/session/session-store.ts';
import { alertOnce } from '../shell/alert-once.ts';
import { useLeaveSession } from '../shell/use-leave-session.ts';
import { AlertPopups } from './alert-popups.tsx';
import { createChatEventHandler } from './chat-event-handler.ts';

export function RealtimeBridge() {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const leaveSession = useLeaveSession();
  const { notification, message } = App.useApp();
  const [service] = useState(() => createAlertService());
  const { settings } = useAlertSettings();

  useEffect(() => service.setSettings(settings), [service, settings]);
  useEffect(() => service.setNavigate((url) => navigate(url)), [service, navigate]);
  useEffect(
    () =>
      service.setClickHandlers({
        onUnsupportedJump: () => void message.warning(t('notifications.notSupported')),
        onMessageClick: (chatId) => {
          window.focus();
          void navigate(chatAddress(chatId));
        },
      }),
    [service, message, navigate],
  );
  useEffect(() => {
    const stop = () => service.stopAttention();
    window.addEventListener('focus', stop);
    return () => window.removeEventListener('focus', stop);
  }, [service]);
  // Everything read (here or on another device) and no dispatch waiting: the tray stops flashing.
  const unread = useUnreadBadgeCount();
  useEffect(() => service.unreadChanged(unread), [service, unread]);

  const token = session?.token;
  useEffect(() => {
    if (!session) return undefined;
    const realtime = startRealtime({
      session,
      reportSocketEvent: (report) =>
        void mainClient.POST('/api/pc/1.0/log/onWsEvent', { body: report, silent: true }).catch(() => undefined),
    });
    const unpublish = publishSockets({ chat: realtime.chat.machine, push: realtime.push.machine });
    // A device without a sync pointer starts from the newest message of its chat lists.
    if (!realtime.chat.pointer.get()) {
      void fetchSyncAnchor()
        .then((fingerPrint) => fingerPrint && realtime.chat.seedSyncAnchor(fingerPrint))
        .catch(() => undefined);
    }
    const chatEvents = createChatEventHandler({ queryClient, alerts: service, myImId: session.userInfo.imId });
    realtime.chat.on('message', (message, meta) => chatEvents.message(message, meta.source));
    realtime.chat.on('group-notice', (notice) => chatEvents.groupNotice(notice));
    realtime.chat.on('read', (read) => chatEvents.read(read));
    realtime.chat.on('synced', () => chatEvents.synced());
    const reloadChats = () => queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).includes('/api/v1/') });
    // Duplicate login: the alert, then the window closes (desktop) and the user goes to login.
    realtime.chat.on('kicked', () =>
      alertOnce({
        title: t('realtime.offlineNoticeTitle'),
        content: t('realtime.loggedInElsewhere'),
        onOk: () => void leaveSession(),
      }),
    );
    realtime.chat.on('rejected', () => alertOnce({ title: t('realtime.rejectedTitle'), content: t('realtime.rejected') }));
    realtime.chat.on('auth-failed', () => alertOnce({ title: t('realtime.authFailedTitle'), content: t('realtime.authFailed') }));
    realtime.chat.on('too-many-missed', () =>
      notification.warning({
        key: 'too-many-missed',
        title: t('realtime.tooManyMissed'),
        duration: 0,
        actions: (
          <Button
            type="primary"
            size="small"
            onClick={() => {
              notification.destroy('too-many-missed');
              void reloadChats();
            }}
          >
            {t('realtime.refreshNow')}
          </Button>
        ),
      }),
    );
    if (!session.isRestricted) {
      realtime.push.on('notice', (notice, meta) => {
        service.noticeAlert({ fingerPrint: meta.fingerPrint, type: notice.type, text: notice.text, assid: notice.assid });
        void refreshNotificationUnreadCount(queryClient);
      });
    }
    return () => {
      chatEvents.dispose();
      unpublish();
      realtime.stop();
    };
    // The engine restarts only for a new session (token), not for every session object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  useEffect(() => () => service.dispose(), [service]);
  return <AlertPopups service={service} />;
}
