/**
 * The realtime side of one signed-in session, outside React: both sockets, the alert service,
 * the chat event handler over the query cache, push notices, the socket event log and the
 * connection alerts. It starts as soon as the main layout's route is entered (see
 * realtime-runner.tsx), so the sockets never wait for the layout or a page to download and
 * render; the screen (realtime-bridge.tsx) attaches to it when it has rendered.
 *
 * What needs the screen — leaving the session after a login elsewhere, the "too many missed
 * messages" notice with its refresh button — is delivered as a screen event, kept until the
 * screen listens, so an event in the first moments after sign-in is not lost.
 */
import type { QueryClient } from '@tanstack/react-query';
import { type AlertService, createAlertService } from '@/lib/alerts/alert-service.ts';
import { mainClient } from '@/lib/http/gateway-clients.ts';
import { translator } from '@/lib/i18n/translate.ts';
import { refreshNotificationUnreadCount } from '@/lib/notifications/notification-cache.ts';
import { type Realtime, type SocketEventReport, type StartRealtimeOptions, startRealtime } from '@/lib/realtime/realtime.ts';
import { publishSockets } from '@/lib/realtime/realtime-status.ts';
import { publishChatSender } from '@/lib/chat/chat-sender.ts';
import { applySendStatus } from '@/lib/chat/conversation-cache.ts';
import { fetchSyncAnchor } from '@/lib/realtime/sync-anchor.ts';
import type { Session } from '@/lib/session/session-store.ts';
import { alertOnce } from '../shell/alert-once.ts';
import { type ChatEventHandlerDeps, createChatEventHandler } from './chat-event-handler.ts';
import { ORDER_NOTICE_TYPES, refreshDispatchedWork } from './dispatch-refresh.ts';
import { HOSPITAL_PROFILE_NOTICE_TYPES, HOSPITAL_PROFILE_QUERIES } from '@/lib/hospital-profile/hospital-profile-stale-keys.ts';
import { realtimeTexts } from './realtime-texts.ts';

// Shown from socket events, so a `t` that reads the language when called.
const t = translator(realtimeTexts);

export type ScreenEvent = { kind: 'kicked' } | { kind: 'too-many-missed' };

export interface RealtimeSession {
  readonly token: string;
  readonly realtime: Realtime;
  readonly alerts: AlertService;
  /**
   * Listens for what the screen must show. Events raised while nobody listened are delivered to
   * the first listener, in order.
   */
  onScreenEvent(listener: (event: ScreenEvent) => void): () => void;
  /** Logout frames, sockets closed, timers and popups gone; idempotent. */
  stop(): void;
}

export interface RealtimeSessionOptions {
  session: Session;
  queryClient: QueryClient;
  /** Tests inject sockets, timers and the like; the app uses the defaults. */
  realtime?: Omit<StartRealtimeOptions, 'session' | 'reportSocketEvent'>;
  alerts?: AlertService;
  chatEvents?: Partial<Pick<ChatEventHandlerDeps, 'markRead' | 'openChatId'>>;
  /** The first sync starting point for a device without one (defaults to the chat lists). */
  syncAnchor?: () => Promise<string | undefined>;
}

/** The socket event log (log/onWsEvent): silent, and a failure to log never matters. */
function reportSocketEvent(report: SocketEventReport): void {
  mainClient.POST('/api/pc/1.0/log/onWsEvent', { body: report, silent: true }).catch(() => undefined);
}

export function startRealtimeSession(options: RealtimeSessionOptions): RealtimeSession {
  const { session, queryClient } = options;
  const alerts = options.alerts ?? createAlertService();
  const realtime = startRealtime({ ...options.realtime, session, reportSocketEvent });
  const unpublish = publishSockets({ chat: realtime.chat.machine, push: realtime.push.machine });

  const pending: ScreenEvent[] = [];
  const screenListeners = new Set<(event: ScreenEvent) => void>();
  const toScreen = (event: ScreenEvent) => {
    if (screenListeners.size === 0) pending.push(event);
    for (const listener of screenListeners) listener(event);
  };

  // A device without a sync pointer starts from the newest message of its chat lists.
  if (!realtime.chat.pointer.get()) {
    void (options.syncAnchor ?? fetchSyncAnchor)()
      .then((fingerPrint) => fingerPrint && realtime.chat.seedSyncAnchor(fingerPrint))
      .catch(() => undefined);
  }

  const chatEvents = createChatEventHandler({ ...options.chatEvents, queryClient, alerts, myImId: session.userInfo.imId });
  realtime.chat.on('message', (message, meta) => chatEvents.message(message, meta.source));
  realtime.chat.on('group-notice', (notice) => chatEvents.groupNotice(notice));
  realtime.chat.on('read', (read) => chatEvents.read(read));
  realtime.chat.on('synced', () => chatEvents.synced());
  // The chat screen sends through this session's outbox; its verdicts mark the messages on screen.
  const withdrawSender = publishChatSender(realtime.chat);
  realtime.chat.on('outbox', (fingerPrint, status) => applySendStatus(queryClient, fingerPrint, status));
  // Duplicate login: the screen shows the alert, then leaves the session.
  realtime.chat.on('kicked', () => toScreen({ kind: 'kicked' }));
  realtime.chat.on('rejected', () => alertOnce({ title: t('realtime.rejectedTitle'), content: t('realtime.rejected') }));
  realtime.chat.on('auth-failed', () => alertOnce({ title: t('realtime.authFailedTitle'), content: t('realtime.authFailed') }));
  realtime.chat.on('too-many-missed', () => toScreen({ kind: 'too-many-missed' }));
  if (!session.isRestricted) {
    realtime.push.on('notice', (notice, meta) => {
      alerts.noticeAlert({ fingerPrint: meta.fingerPrint, type: notice.type, text: notice.text, assid: notice.assid });
      void refreshNotificationUnreadCount(queryClient);
      if (ORDER_NOTICE_TYPES.has(Number(notice.type))) void refreshDispatchedWork(queryClient);
      // A review decided while /hospital/hospitalInfo is open: its jump keeps the page, so the data must follow.
      if (HOSPITAL_PROFILE_NOTICE_TYPES.has(Number(notice.type))) {
        for (const queryKey of HOSPITAL_PROFILE_QUERIES) void queryClient.invalidateQueries({ queryKey });
      }
    });
  }

  let stopped = false;
  return {
    token: session.token,
    realtime,
    alerts,
    onScreenEvent(listener) {
      screenListeners.add(listener);
      for (const event of pending.splice(0)) listener(event);
      return () => screenListeners.delete(listener);
    },
    stop() {
      if (stopped) return;
      stopped = true;
      chatEvents.dispose();
      withdrawSender();
      unpublish();
      realtime.stop();
      alerts.dispose();
      screenListeners.clear();
    },
  };
}
