import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserConfigItem } from '@generated/main/model';
import { getGetUserConfigMockHandler, getSaveUserConfigBatchMockHandler } from '@generated/main/common/common.msw.ts';
import type { NotificationPort } from '@/lib/alerts/notification-port.ts';
import { readKeepReminding } from '@/lib/alerts/settings-model.ts';
import type { PlayResult, SoundRef } from '@/lib/alerts/sound-player.ts';
import { failure, installGatewayServer, ok, server } from '@/testing/test-gateway.ts';
import { installFakeDesktop, removeFakeDesktop } from '@/testing/fake-desktop.ts';
import { answer, success } from '@/testing/gateway-handlers.ts';
import { renderAtRoute } from '@/testing/render.tsx';
import SettingsPage from './settings-page.tsx';
import { expectEvery } from '../../../test-support/expect-every.ts';

installGatewayServer();

let stored: UserConfigItem[];
let loads: URLSearchParams[];
let saves: { items: UserConfigItem[] }[];

beforeEach(() => {
  stored = [];
  loads = [];
  saves = [];
  server.use(
    getGetUserConfigMockHandler(({ request }) => {
      loads.push(new URL(request.url).searchParams);
      return success(stored);
    }),
    getSaveUserConfigBatchMockHandler(async ({ request }) => {
      const body = (await request.json()) as { items: UserConfigItem[] };
      saves.push(body);
      for (const item of body.items) stored = [...stored.filter((s) => s.key !== item.key), item];
      return success(true);
    }),
  );
});

afterEach(() => {
  removeFakeDesktop();
});

function fakes(playResult: PlayResult = 'played', permission: 'default' | 'granted' = 'default') {
  const played: SoundRef[] = [];
  const player = { preview: vi.fn(async (sound: SoundRef) => (played.push(sound), playResult)) };
  let state: NotificationPermission = permission;
  const notifications: NotificationPort = {
    permission: () => state,
    request: vi.fn(async (): Promise<NotificationPermission> => (state = 'granted')),
    show: () => false,
  };
  return { played, player, notifications };
}

function renderPage(f = fakes()) {
  renderAtRoute(<SettingsPage player={f.player} notifications={f.notifications} />, '/setting');
  return f;
}

const toggle = (name: string) => screen.getByRole('switch', { name });
const items = (list: UserConfigItem[]) => Object.fromEntries(list.map((i) => [i.key, i.value]));

describe('settings page', () => {
  it('shows the defaults when the server has nothing saved', async () => {
    renderPage();
    expect(await screen.findByRole('switch', { name: 'Message preview' })).toBeChecked();
    expect(loads[0]?.get('topic')).toBe('setting');
    expect(toggle('Message sound')).toBeChecked();
    expect(toggle('Tray flash and system notice')).toBeChecked();
    expect(toggle('Dispatch sound and popup')).toBeChecked();
    expect(toggle('Shake the window on dispatches')).toBeChecked();
    expect(toggle('Dispatch shake mode')).not.toBeChecked();
    expect(toggle('Keep reminding until I open it')).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'New chat message' })).toBeChecked();
  });

  it('shows what the server has saved', async () => {
    stored = [
      { key: 'isVolume', value: '0', topic: 'setting' },
      { key: 'volumeId', value: '2', topic: 'setting' },
      { key: 'isPaiShake', value: '1', topic: 'setting' },
    ];
    renderPage();
    expect(await screen.findByRole('switch', { name: 'Message sound' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'One plus' })).toBeChecked();
    expect(toggle('Dispatch shake mode')).toBeChecked();
  });

  it('saves every key in one batch with the edits, and says so', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Message sound' }));
    await user.click(toggle('Dispatch shake mode'));
    await user.click(toggle('Keep reminding until I open it'));
    await user.click(screen.getByRole('radio', { name: 'Apple' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(saves).toHaveLength(1);
    expectEvery(saves[0]?.items ?? [], (item) => item.topic === 'setting');
    expect(items(saves[0]?.items ?? [])).toEqual({
      isPreviewMsg: '1',
      isVolume: '0',
      isPop: '1',
      isDispatch: '1',
      autoStart: '1',
      isShake: '1',
      isPaiShake: '1',
      disableHardwareAcceleration: '0',
      volumeId: '3',
    });
    expect(readKeepReminding()).toBe(true);
    // the saved values come back after the refetch
    await waitFor(() => expect(loads).toHaveLength(2));
    expect(toggle('Message sound')).not.toBeChecked();
  });

  it('keeps the edits when saving fails', async () => {
    server.use(answer(getSaveUserConfigBatchMockHandler, () => failure('database busy')));
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Message preview' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).not.toHaveClass('ant-btn-loading'));
    expect(toggle('Message preview')).not.toBeChecked();
    expect(screen.queryByText('Settings saved')).not.toBeInTheDocument();
    expect(readKeepReminding()).toBe(false);
  });

  it('hides the desktop-only rows in the browser', async () => {
    renderPage();
    await screen.findByRole('switch', { name: 'Message preview' });
    expect(screen.queryByRole('switch', { name: 'Start with the computer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Disable hardware acceleration' })).not.toBeInTheDocument();
    expect(screen.getByTestId('self-test-desktop')).toHaveTextContent('Running in a browser');
  });

  it('on the desktop shows auto start and hardware acceleration and applies them on save', async () => {
    const desktop = installFakeDesktop({ appVersion: '3.2.1' });
    renderPage();
    const user = userEvent.setup();
    expect(await screen.findByRole('switch', { name: 'Start with the computer' })).toBeChecked();
    expect(toggle('Disable hardware acceleration')).not.toBeChecked();
    expect(screen.getByTestId('self-test-desktop')).toHaveTextContent('Connected (version 3.2.1, win32)');
    await user.click(toggle('Disable hardware acceleration'));
    expect(screen.getByText('Applies after the client restarts')).toBeInTheDocument();
    await user.click(toggle('Start with the computer'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved; restart the client to apply the hardware acceleration change')).toBeInTheDocument();
    expect(desktop.calls).toEqual(['setAutoStart:false', 'setHardwareAcceleration:true']);
    expect(items(saves[0]?.items ?? [])).toMatchObject({ autoStart: '0', disableHardwareAcceleration: '1' });
  });

  it('previews each sound with its play button, reachable by keyboard', async () => {
    const f = renderPage();
    const user = userEvent.setup();
    await screen.findByRole('switch', { name: 'Message preview' });
    await user.click(screen.getByRole('button', { name: 'Play One plus' }));
    screen.getByRole('button', { name: 'Play Apple' }).focus();
    await user.keyboard('{Enter}');
    expect(f.played).toEqual([
      { kind: 'message', id: 2 },
      { kind: 'message', id: 3 },
    ]);
    await user.tab();
    expect(document.activeElement).toBe(toggle('Tray flash and system notice'));
    await user.keyboard(' ');
    expect(toggle('Tray flash and system notice')).not.toBeChecked();
  });

  it('self-test reports a blocked sound and asks for notice permission', async () => {
    const f = renderPage(fakes('blocked', 'default'));
    const user = userEvent.setup();
    await screen.findByRole('switch', { name: 'Message preview' });
    expect(screen.getByTestId('self-test-sound')).toHaveTextContent('Not tested yet');
    await user.click(screen.getByRole('button', { name: /Play test sound/ }));
    await waitFor(() => expect(screen.getByTestId('self-test-sound')).toHaveTextContent('The browser blocked the sound'));
    expect(f.played).toEqual([{ kind: 'message', id: 1 }]);
    expect(screen.getByTestId('self-test-notifications')).toHaveTextContent('Not allowed yet');
    await user.click(screen.getByRole('button', { name: 'Allow notices' }));
    await waitFor(() => expect(screen.getByTestId('self-test-notifications')).toHaveTextContent('Allowed'));
    expect(f.notifications.request).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Allow notices' })).not.toBeInTheDocument();
  });

  it('says when the settings cannot be loaded and retries', async () => {
    let fail = true;
    server.use(answer(getGetUserConfigMockHandler, () => (fail ? failure('gateway down') : ok([]))));
    renderPage();
    const user = userEvent.setup();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This could not be loaded, please retry');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('switch', { name: 'Message preview' })).toBeChecked();
  });
});
