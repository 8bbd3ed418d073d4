/**
 * `/test`: what support asks a clinic to read out when something is wrong — version, profile,
 * gateways, device id and the server time offset the client corrects timestamps with — and the
 * alert self-test (sound, system notices, connection servers, desktop bridge). It is public, so
 * the self-test uses the default sound rather than the user's choice.
 */
import { Card, Descriptions, Flex, Typography } from 'antd';
import { useState } from 'react';
import { browserNotificationPort } from '@/lib/alerts/notification-port.ts';
import { DEFAULT_SETTINGS } from '@/lib/alerts/settings-model.ts';
import { createSoundPlayer } from '@/lib/alerts/sound-player.ts';
import { config } from '@/lib/config/config.ts';
import { getDeviceId } from '@/lib/http/device-id.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { routeTitles } from '@/lib/routing/route-texts.ts';
import { getServerTimeOffset } from '@/lib/storage/server-time-offset.ts';
import { AlertSelfTest } from '@/shared/alert-self-test/alert-self-test.tsx';
import { diagnosticsTexts } from './diagnostics-texts.ts';

export default function DiagnosticsPage() {
  const t = useT(diagnosticsTexts, routeTitles);
  const offsetSeconds = Math.round(getServerTimeOffset() / 1000);
  const [ports] = useState(() => ({ player: createSoundPlayer(), notifications: browserNotificationPort() }));
  return (
    <Flex component="main" vertical gap={16} style={{ maxWidth: 720, margin: '40px auto', padding: '0 16px' }}>
      <Card title={<h1 style={{ font: 'inherit', color: 'inherit', margin: 0 }}>{t('routes.test')}</h1>}>
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t('diagnostics.version')}>{__APP_VERSION__}</Descriptions.Item>
          <Descriptions.Item label={t('diagnostics.profile')}>
            <span data-testid="diagnostics-profile">{config.profile}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('diagnostics.mainGateway')}>{config.mainGatewayUrl}</Descriptions.Item>
          <Descriptions.Item label={t('diagnostics.chatGateway')}>{config.chatGatewayUrl}</Descriptions.Item>
          <Descriptions.Item label={t('diagnostics.deviceId')}>
            <Typography.Text copyable data-testid="diagnostics-device-id">
              {getDeviceId()}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('diagnostics.serverOffset')}>
            <span data-testid="diagnostics-offset">{t('diagnostics.seconds', { value: offsetSeconds })}</span>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <AlertSelfTest soundId={DEFAULT_SETTINGS.volumeId} player={ports.player} notifications={ports.notifications} />
    </Flex>
  );
}
