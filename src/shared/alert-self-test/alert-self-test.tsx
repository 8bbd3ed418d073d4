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
import { alertTexts } from '@/lib/alerts/alert-texts.ts';
import { getDesktop } from '@/lib/desktop/desktop.ts';
import type { PlainKeyOf } from '@/lib/i18n/catalogue.ts';
import type { TFor } from '@/lib/i18n/translate.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { type SocketHealth, probeSocket, useSocketHealth } from '@/lib/realtime/realtime-status.ts';
import { selfTestTexts } from './self-test-texts.ts';

// Only sandbox builds carry the test dispatch (and its call to the sandbox control API); the mode
// is compared literally so other builds drop it entirely.
const TestDispatchButton = import.meta.env.MODE === 'sandbox' ? lazy(() => import('./test-dispatch-button.tsx')) : null;

const PERMISSION_COLOR: Record<NotificationState, string> = {
  granted: 'green',
  denied: 'red',
  default: 'gold',
  unsupported: 'default',
};

const SOUND_RESULT: Record<PlayResult | 'untested', { color: string; key: PlainKeyOf<typeof selfTestTexts> }> = {
  untested: { color: 'default', key: 'selfTest.soundResult.untested' },
  played: { color: 'green', key: 'selfTest.soundResult.played' },
  disabled: { color: 'green', key: 'selfTest.soundResult.played' },
  blocked: { color: 'gold', key: 'selfTest.soundResult.blocked' },
  failed: { color: 'red', key: 'selfTest.soundResult.failed' },
};

const SOCKETS = [
  { name: 'chat', url: () => config.chatSocketUrl },
  { name: 'push', url: () => config.pushSocketUrl },
] as const;

function healthText(t: TFor<typeof selfTestTexts>, health: SocketHealth): { color: string; text: string } {
  const seconds = Math.round((health.lastFrameAgoMs ?? 0) / 1000);
  if (health.fresh) return { color: 'green', text: t('selfTest.socket.fresh', { seconds }) };
  if (health.live) return { color: 'gold', text: t('selfTest.socket.stale', { seconds }) };
  return { color: 'red', text: t('selfTest.socket.down', { state: health.state }) };
}

function SocketRows() {
  const t = useT(selfTestTexts, alertTexts);
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
        <div>{t('selfTest.sockets')}</div>
        {!running && (
          <Button onClick={() => void runProbe()} loading={probe === 'probing'}>
            {t('selfTest.socket.probe')}
          </Button>
        )}
      </Flex>
      {SOCKETS.map(({ name, url }) => {
        const socket = health[name];
        const probed = typeof probe === 'object' ? probe[name] : undefined;
        let status: { color: string; text: string };
        if (socket) status = healthText(t, socket);
        else if (probed === true) status = { color: 'green', text: t('selfTest.socket.reachable') };
        else if (probed === false) status = { color: 'red', text: t('selfTest.socket.unreachable', { url: url() }) };
        else status = { color: 'default', text: t('selfTest.socket.notRunning') };
        return (
          <div key={name} data-testid={`self-test-socket-${name}`} role="status">
            <Typography.Text type="secondary">{t(`selfTest.socket.${name}`)}: </Typography.Text>
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
  const t = useT(selfTestTexts, alertTexts);
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
    <Card title={t('selfTest.title')} size="small">
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="center" gap={16} wrap>
          <div>
            <div>{t('selfTest.sound')}</div>
            <Typography.Text type="secondary" data-testid="self-test-sound" role="status">
              <Tag color={SOUND_RESULT[sound].color}>{t(`alerts.sound.${soundId}`)}</Tag>
              {t(SOUND_RESULT[sound].key)}
            </Typography.Text>
          </div>
          <Button icon={<PlayCircleOutlined />} loading={testing} onClick={() => void testSound()}>
            {t('selfTest.play')}
          </Button>
        </Flex>
        <Flex justify="space-between" align="center" gap={16} wrap>
          <div>
            <div>{t('selfTest.notifications')}</div>
            <Tag color={PERMISSION_COLOR[permission]} data-testid="self-test-notifications">
              {t(`selfTest.permission.${permission}`)}
            </Tag>
          </div>
          {permission === 'default' && (
            <Button onClick={() => void notifications.request().then(setPermission)}>{t('selfTest.requestNotifications')}</Button>
          )}
        </Flex>
        <SocketRows />
        <div>
          <div>{t('selfTest.desktop')}</div>
          <Typography.Text type="secondary" data-testid="self-test-desktop">
            {desktop ? (
              <>
                <CheckCircleTwoTone twoToneColor="#52c41a" />{' '}
                {t('selfTest.desktop.present', { version: desktop.appVersion, platform: desktop.platform })}
              </>
            ) : (
              t('selfTest.desktop.absent')
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
