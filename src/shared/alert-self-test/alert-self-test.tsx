/**
 * The alert self-test (on `/setting` and `/test`): can a sound play, are system notices allowed,
 * is each socket live and fresh (a frame within the dead-link window), is the desktop bridge
 * there. On the sandbox profile it also offers "send me a test dispatch", which asks the sandbox
 * platform to dispatch an order to the signed-in account so the whole alert path runs for real.
 * Outside the main layout the sockets do not run; the test then checks that the socket servers
 * answer at all.
 */
import { CheckCircleTwoTone, PlayCircleOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { type NotificationPort, type NotificationState } from '@/lib/alerts/notification-port.ts';
import type { SoundId } from '@/lib/alerts/settings-model.ts';
import type { PlayResult, SoundPlayer } from '@/lib/alerts/sound-player.ts';
import { config } from '@/lib/config/config.ts';
import { getDesktop } from '@/lib/desktop/desktop.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { type SocketHealth, probeSocket, useSocketHealth } from '@/lib/realtime/realtime-status.ts';

// Only sandbox builds carry the test dispatch (and its call to the sandbox control API); the mode
// is compared literally so other builds drop it entirely.
const TestDispatchButton = import.meta.env.MODE === 'sandbox' ? lazy(() => import('./test-dispatch-button.tsx')) : null;

const PERMISSION_COLOR: Record<NotificationState, string> = {
  granted: 'green',
  denied: 'red',
  default: 'gold',
  unsupported: 'default',
};

const SOUND_RESULT: Record<PlayResult | 'untested', { color: string; key: Parameters<typeof t>[0] }> = {
  untested: { color: 'default', key: 'settings.selfTest.untested' },
  played: { color: 'green', key: 'settings.selfTest.played' },
  disabled: { color: 'green', key: 'settings.selfTest.played' },
  blocked: { color: 'gold', key: 'settings.selfTest.blocked' },
  failed: { color: 'red', key: 'settings.selfTest.failed' },
};

const SOCKETS = [
  { name: 'chat', url: () => config.chatSocketUrl },
  { name: 'push', url: () => config.pushSocketUrl },
] as const;

function healthText(health: SocketHealth): { color: string; text: string } {
  const seconds = Math.round((health.lastFrameAgoMs ?? 0) / 1000);
  if (health.fresh) return { color: 'green', text: t('settings.socket.fresh', { seconds }) };
  if (health.live) return { color: 'gold', text: t('settings.socket.stale', { seconds }) };
  return { color: 'red', text: t('settings.socket.down', { state: health.state }) };
}

function SocketRows() {
  const health = useSocketHealth();
  const [probe, setProbe] = useState<Record<string, boolean> | 'probing' | undefined>();
  const running = Object.keys(health).length > 0;

  const runProbe = async () => {
    setProbe('probing');
    const results = await Promise.all(SOCKETS.map(async (socket) => [socket.name, await probeSocket(socket.url())] as const));
    setProbe(Object.fromEntries(results));
  };

  return (
    <div>
      <Flex justify="space-between" align="center" gap={16} wrap>
        <div>{t('settings.selfTestSockets')}</div>
        {!running && (
          <Button onClick={() => void runProbe()} loading={probe === 'probing'}>
            {t('settings.socket.probe')}
          </Button>
        )}
      </Flex>
      {SOCKETS.map(({ name, url }) => {
        const socket = health[name];
        const probed = typeof probe === 'object' ? probe[name] : undefined;
        let status: { color: string; text: string };
        if (socket) status = healthText(socket);
        else if (probed === true) status = { color: 'green', text: t('settings.socket.reachable') };
        else if (probed === false) status = { color: 'red', text: t('settings.socket.unreachable', { url: url() }) };
        else status = { color: 'default', text: t('settings.socket.notRunning') };
        return (
          <div key={name} data-testid={`self-test-socket-${name}`} role="status">
            <Typography.Text type="secondary">{t(`settings.socket.${name}`)}: </Typography.Text>
            <Tag color={status.color}>{status.text}</Tag>
          </div>
        );
      })}
    </div>
  );
}

export interface AlertSelfTestProps {
  soundId: SoundId;
  player: Pick<SoundPlayer, 'preview'>;
  notifications: NotificationPort;
}

export function AlertSelfTest({ soundId, player, notifications }: AlertSelfTestProps) {
  const [sound, setSound] = useState<PlayResult | 'untested'>('untested');
  const [testing, setTesting] = useState(false);
  const [permission, setPermission] = useState<NotificationState>(() => notifications.permission());
  const desktop = getDesktop();

  const testSound = async () => {
    setTesting(true);
    setSound(await player.preview({ kind: 'message', id: soundId }));
    setTesting(false);
  };

  return (
    <Card title={t('settings.selfTest')} size="small">
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="center" gap={16} wrap>
          <div>
            <div>{t('settings.selfTestSound')}</div>
            <Typography.Text type="secondary" data-testid="self-test-sound" role="status">
              <Tag color={SOUND_RESULT[sound].color}>{t(`settings.sound.${soundId}`)}</Tag>
              {t(SOUND_RESULT[sound].key)}
            </Typography.Text>
          </div>
          <Button icon={<PlayCircleOutlined />} loading={testing} onClick={() => void testSound()}>
            {t('settings.selfTestPlay')}
          </Button>
        </Flex>
        <Flex justify="space-between" align="center" gap={16} wrap>
          <div>
            <div>{t('settings.selfTestNotifications')}</div>
            <Tag color={PERMISSION_COLOR[permission]} data-testid="self-test-notifications">
              {t(`settings.notifications.${permission}`)}
            </Tag>
          </div>
          {permission === 'default' && (
            <Button onClick={() => void notifications.request().then(setPermission)}>{t('settings.requestNotifications')}</Button>
          )}
        </Flex>
        <SocketRows />
        <div>
          <div>{t('settings.selfTestDesktop')}</div>
          <Typography.Text type="secondary" data-testid="self-test-desktop">
            {desktop ? (
              <>
                <CheckCircleTwoTone twoToneColor="#52c41a" />{' '}
                {t('settings.desktop.present', { version: desktop.appVersion, platform: desktop.platform })}
              </>
            ) : (
              t('settings.desktop.absent')
            )}
          </Typography.Text>
        </div>
        {TestDispatchButton && (
          <Suspense fallback={null}>
            <TestDispatchButton />
          </Suspense>
        )}
      </Flex>
    </Card>
  );
}
