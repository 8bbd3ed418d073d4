/**
 * `/setting`: the user's alert settings (specification section 3 "User settings", section 4
 * "Default settings when none exist") and a self-test of the alert channels.
 *
 * Loads the `setting` topic with getUserConfig (absent keys show their defaults), edits a local
 * draft and saves every key in one saveUserConfigBatch. A failed save keeps the draft (the
 * transport already said what went wrong). On the desktop, saving also applies auto start and the
 * hardware-acceleration switch (the latter after a restart). "Keep reminding" is kept on this
 * computer (it is not a key of the platform's settings).
 */
import { PlayCircleOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Radio, Space, Switch, Typography } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import { invalidateGetUserConfig, useSaveUserConfigBatch } from '@generated/main/common/common.ts';
import { feedback } from '@/lib/feedback/feedback.ts';
import { browserNotificationPort, type NotificationPort } from '@/lib/alerts/notification-port.ts';
import { type AlertSettings, SOUND_IDS, type SoundId, settingsToItems, writeKeepReminding } from '@/lib/alerts/settings-model.ts';
import { createSoundPlayer, type SoundPlayer } from '@/lib/alerts/sound-player.ts';
import { SETTINGS_PARAMS, useAlertSettings } from '@/lib/alerts/use-alert-settings.ts';
import { alertTexts } from '@/lib/alerts/alert-texts.ts';
import { getDesktop } from '@/lib/desktop/desktop.ts';
import { AlertSelfTest } from '@/shared/alert-self-test/alert-self-test.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { settingsTexts } from './settings-texts.ts';

export interface SettingsPageProps {
  /** Plays the preview and self-test sounds; a fake in tests. */
  player?: Pick<SoundPlayer, 'preview'>;
  /** System-notice permission; a fake in tests. */
  notifications?: NotificationPort;
  /** Sections the app adds below the user's own settings (features do not import each other). */
  sections?: ReactNode;
}

let defaultPlayer: SoundPlayer | undefined;
const getDefaultPlayer = () => (defaultPlayer ??= createSoundPlayer());

function SwitchRow({
  label,
  hint,
  checked,
  onChange,
  extra,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  extra?: ReactNode;
}) {
  const id = useId();
  return (
    <Flex justify="space-between" align="center" gap={16} style={{ padding: '10px 0' }}>
      <div>
        <label htmlFor={id}>{label}</label>
        {hint && (
          <Typography.Text id={`${id}-hint`} type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {hint}
          </Typography.Text>
        )}
        {extra}
      </div>
      <Switch id={id} checked={checked} onChange={onChange} aria-describedby={hint ? `${id}-hint` : undefined} />
    </Flex>
  );
}

function SoundChoice({
  value,
  onChange,
  player,
}: {
  value: SoundId;
  onChange: (id: SoundId) => void;
  player: Pick<SoundPlayer, 'preview'>;
}) {
  const t = useT(settingsTexts, alertTexts);
  const labelId = useId();
  return (
    <Flex justify="space-between" align="center" gap={16} wrap style={{ padding: '10px 0' }}>
      <span id={labelId}>{t('settings.volumeId')}</span>
      <Radio.Group aria-labelledby={labelId} value={value} onChange={(e) => onChange(e.target.value as SoundId)}>
        {SOUND_IDS.map((id) => (
          <Space key={id} size={2} style={{ marginInlineStart: 8 }}>
            <Radio value={id}>{t(`alerts.sound.${id}`)}</Radio>
            <Button
              type="text"
              size="small"
              icon={<PlayCircleOutlined />}
              aria-label={t('settings.play', { name: t(`alerts.sound.${id}`) })}
              onClick={() => void player.preview({ kind: 'message', id })}
            />
          </Space>
        ))}
      </Radio.Group>
    </Flex>
  );
}

function SettingsForm({
  initial,
  player,
  notifications,
}: { initial: AlertSettings } & Required<Pick<SettingsPageProps, 'player' | 'notifications'>>) {
  const t = useT(settingsTexts, alertTexts);
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState(initial);
  const save = useSaveUserConfigBatch();
  const desktop = getDesktop();

  const set =
    <K extends keyof AlertSettings>(key: K) =>
    (value: AlertSettings[K]) =>
      setDraft((current) => ({ ...current, [key]: value }));

  const hardwareChanged = draft.disableHardwareAcceleration !== saved.disableHardwareAcceleration;

  const onSave = () => {
    const submitted = draft;
    save.mutate(
      { data: { items: settingsToItems(submitted) } },
      {
        onSuccess: () => {
          writeKeepReminding(submitted.keepReminding);
          const bridge = getDesktop();
          if (bridge) {
            bridge.setAutoStart(submitted.autoStart);
            bridge.setHardwareAcceleration(submitted.disableHardwareAcceleration);
          }
          const restart = bridge !== undefined && submitted.disableHardwareAcceleration !== saved.disableHardwareAcceleration;
          feedback.message.success(t(restart ? 'settings.savedRestart' : 'settings.saved'));
          setSaved(submitted);
          void invalidateGetUserConfig(queryClient, SETTINGS_PARAMS);
        },
      },
    );
  };

  return (
    <Flex vertical gap={16}>
      <Card title={t('settings.messages')} size="small">
        <SwitchRow
          label={t('settings.isPreviewMsg')}
          hint={t('settings.isPreviewMsgHint')}
          checked={draft.isPreviewMsg}
          onChange={set('isPreviewMsg')}
        />
        <SwitchRow label={t('settings.isVolume')} hint={t('settings.isVolumeHint')} checked={draft.isVolume} onChange={set('isVolume')} />
        <SoundChoice value={draft.volumeId} onChange={set('volumeId')} player={player} />
        <SwitchRow label={t('settings.isPop')} hint={t('settings.isPopHint')} checked={draft.isPop} onChange={set('isPop')} />
      </Card>

      <Card title={t('settings.dispatches')} size="small">
        <SwitchRow
          label={t('settings.isDispatch')}
          hint={t('settings.isDispatchHint')}
          checked={draft.isDispatch}
          onChange={set('isDispatch')}
        />
        <SwitchRow label={t('settings.isShake')} checked={draft.isShake} onChange={set('isShake')} />
        <SwitchRow
          label={t('settings.keepReminding')}
          hint={t('settings.keepRemindingHint')}
          checked={draft.keepReminding}
          onChange={set('keepReminding')}
        />
        <SwitchRow
          label={t('settings.isPaiShake')}
          hint={t('settings.isPaiShakeHint')}
          checked={draft.isPaiShake}
          onChange={set('isPaiShake')}
        />
      </Card>

      {desktop && (
        <Card title={t('settings.desktop')} size="small" data-testid="desktop-settings">
          <SwitchRow label={t('settings.autoStart')} checked={draft.autoStart} onChange={set('autoStart')} />
          <SwitchRow
            label={t('settings.disableHardwareAcceleration')}
            hint={t('settings.disableHardwareAccelerationHint')}
            checked={draft.disableHardwareAcceleration}
            onChange={set('disableHardwareAcceleration')}
            extra={hardwareChanged && <Alert type="info" showIcon title={t('settings.restartApplies')} style={{ marginTop: 6 }} />}
          />
        </Card>
      )}

      <Flex justify="flex-end">
        <Button type="primary" onClick={onSave} loading={save.isPending}>
          {t('common.save')}
        </Button>
      </Flex>

      <AlertSelfTest soundId={draft.volumeId} player={player} notifications={notifications} />
    </Flex>
  );
}

export default function SettingsPage({ player, notifications, sections }: SettingsPageProps) {
  const { settings, query } = useAlertSettings();
  const [ports] = useState(() => ({
    player: player ?? getDefaultPlayer(),
    notifications: notifications ?? browserNotificationPort(),
  }));

  return (
    <PageContainer maxWidth={760}>
      <QueryBoundary query={query} rows={8}>
        {() => <SettingsForm initial={settings} player={ports.player} notifications={ports.notifications} />}
      </QueryBoundary>
      {sections}
    </PageContainer>
  );
}
