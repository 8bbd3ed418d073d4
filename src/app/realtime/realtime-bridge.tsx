/**
 * The screen side of the running realtime session (realtime-session.ts, started by the
 * realtime runner): the alert service gets the user's settings, the router for popup clicks and
 * the unread count; its popups show here; focusing the window stops the tray and title flashing;
 * a login elsewhere shows its alert and leaves the session; too many missed messages show the
 * warning with a one-click refresh. Mounted inside the main layout after the first paint.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AlertService } from '@/lib/alerts/alert-service.ts';
import { useAlertSettings } from '@/lib/alerts/use-alert-settings.ts';
import { useUnreadBadgeCount } from '@/lib/chat/unread-badge.ts';
import { feedback } from '@/lib/feedback/feedback.ts';
import { translator } from '@/lib/i18n/translate.ts';
import { notificationTexts } from '@/lib/notifications/notification-texts.ts';
import { alertOnce } from '../shell/alert-once.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { useLeaveSession } from '../shell/use-leave-session.ts';
import { AlertPopups } from './alert-popups.tsx';
import { useRealtimeSession } from './realtime-runner.tsx';
import type { RealtimeSession } from './realtime-session.ts';
import { realtimeTexts } from './realtime-texts.ts';

// Every text here is shown from a socket event, so a `t` that reads the language when called.
const t = translator(realtimeTexts, notificationTexts);

export function RealtimeBridge() {
  const running = useRealtimeSession();
  // A new session is a new screen: nothing of the previous one's wiring carries over.
  return running ? <RunningSessionScreen key={running.token} running={running} /> : null;
}

function useAlertServiceInputs(service: AlertService) {
  const navigate = useNavigate();
  const { settings } = useAlertSettings();
  useEffect(() => service.setSettings(settings), [service, settings]);
  useEffect(() => service.setNavigate((url) => navigate(url)), [service, navigate]);
  useEffect(
    () =>
      service.setClickHandlers({
        onUnsupportedJump: () => feedback.message.warning(t('notification.notSupported')),
        onMessageClick: (chatId) => {
          window.focus();
          void navigate(linkTo('chat', { chatId }));
        },
      }),
    [service, navigate],
  );
  useEffect(() => {
    const stop = () => service.stopAttention();
    window.addEventListener('focus', stop);
    return () => window.removeEventListener('focus', stop);
  }, [service]);
  // Everything read (here or on another device) and no dispatch waiting: the tray stops flashing.
  const unread = useUnreadBadgeCount();
  useEffect(() => service.unreadChanged(unread), [service, unread]);
}

function RunningSessionScreen({ running }: { running: RealtimeSession }) {
  const queryClient = useQueryClient();
  const leaveSession = useLeaveSession();
  useAlertServiceInputs(running.alerts);

  useEffect(() => {
    const reloadChats = () => queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).includes('/api/v1/') });
    return running.onScreenEvent((event) => {
      if (event.kind === 'kicked') {
        // Duplicate login: the alert, then the window closes (desktop) and the user goes to login.
        alertOnce({ title: t('realtime.offlineNoticeTitle'), content: t('realtime.loggedInElsewhere'), onOk: () => void leaveSession() });
        return;
      }
      feedback.notification.warning({
        key: 'too-many-missed',
        title: t('realtime.tooManyMissed'),
        duration: 0,
        actions: (
          <Button
            type="primary"
            size="small"
            onClick={() => {
              feedback.notification.destroy('too-many-missed');
              void reloadChats();
            }}
          >
            {t('realtime.refreshNow')}
          </Button>
        ),
      });
    });
  }, [running, queryClient, leaveSession]);

  return <AlertPopups service={running.alerts} />;
}
