/**
 * The desktop update dialog (specification, section 2 "Shell dialogs"; section 9: the update
 * reminder repeats after 10 minutes). The shell checks with electron-updater (`autoDownload:
 * false`) and reports its state; when an update is available this asks 'update now' (the shell
 * downloads and installs it, the dialog shows the download progress) or 'remind later' (hidden,
 * asked again exactly UPDATE_REMIND_MS later). In a browser there is no shell: it renders nothing.
 *
 * Mount it once at the root of the app.
 */
import { Alert, Button, Modal, Progress } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { type UpdateState, getDesktop } from '@/lib/desktop/desktop.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { dialogTexts } from './shell-dialogs-texts.ts';

/** 'remind later' asks again after this long. */
export const UPDATE_REMIND_MS = 10 * 60 * 1000;

export function UpdateDialog() {
  const t = useT(dialogTexts);
  const [desktop] = useState(getDesktop);
  const [state, setState] = useState<UpdateState>({ kind: 'idle' });
  /** The user chose 'remind later' and the 10 minutes are not over. */
  const [snoozed, setSnoozed] = useState(false);
  /** The user chose 'update now': progress, completion and failure are shown. */
  const [installing, setInstalling] = useState(false);
  /** The user closed the progress; the download carries on in the shell. */
  const [progressHidden, setProgressHidden] = useState(false);
  const remindTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => desktop?.onUpdateState(setState), [desktop]);
  useEffect(() => () => clearTimeout(remindTimer.current), []);

  if (!desktop) return null;

  const updateNow = () => {
    clearTimeout(remindTimer.current);
    setSnoozed(false);
    setInstalling(true);
    setProgressHidden(false);
    desktop.installUpdate();
  };

  const remindLater = () => {
    setSnoozed(true);
    clearTimeout(remindTimer.current);
    remindTimer.current = setTimeout(() => {
      setSnoozed(false);
      // A newer version may have been published meanwhile; the shell reports it again.
      desktop.checkForUpdates();
    }, UPDATE_REMIND_MS);
  };

  const asking = state.kind === 'available' && !snoozed && !installing;
  const showingProgress = installing && !progressHidden && state.kind !== 'idle';
  if (!asking && !showingProgress) return null;

  if (asking) {
    return (
      <Modal
        open
        title={t('dialogs.updateTitle', { version: state.version })}
        closable={false}
        mask={{ closable: false }}
        keyboard={false}
        footer={[
          <Button key="later" onClick={remindLater}>
            {t('dialogs.remindLater')}
          </Button>,
          <Button key="now" type="primary" onClick={updateNow}>
            {t('dialogs.updateNow')}
          </Button>,
        ]}
      >
        {t('dialogs.updateText')}
      </Modal>
    );
  }

  return (
    <Modal
      open
      title={t('dialogs.updateDownloading')}
      mask={{ closable: false }}
      onCancel={() => setProgressHidden(true)}
      footer={
        state.kind === 'error' ? (
          <Button type="primary" onClick={updateNow}>
            {t('dialogs.updateRetry')}
          </Button>
        ) : null
      }
    >
      {state.kind === 'downloading' && <Progress percent={Math.round(state.percent)} status="active" />}
      {state.kind === 'available' && <Progress percent={0} status="active" />}
      {state.kind === 'downloaded' && (
        <>
          <Progress percent={100} />
          <p>{t('dialogs.updateInstalling')}</p>
        </>
      )}
      {state.kind === 'error' && <Alert type="error" showIcon title={t('dialogs.updateFailed', { message: state.message })} />}
    </Modal>
  );
}
