import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getVisibleToast } from '@/lib/http/notifier.ts';
import { renderAtRoute } from '@/testing/render.tsx';
import { installSandboxGateway } from '@/testing/sandbox-gateway.ts';
import { installGatewayServer } from '@/testing/test-gateway.ts';
import { AutoReplyButton } from './auto-reply-drawer.tsx';

installGatewayServer();
const sandbox = installSandboxGateway();
const slow = { timeout: 15_000 };
const fast = () => userEvent.setup({ delay: null });
const platformOrder = () => sandbox.platform.db.autoReplies.list({ sort: ['sort'] }).map((r) => r.title);
// Drawer and dialog titles share an id under test, so a dialog is found by its title's text.
const dialogTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-drawer-title, .ant-modal-title' }, slow)).closest('[role="dialog"]') as HTMLElement;
const shownOrder = () => screen.getAllByTestId('auto-reply-rule').map((row) => row.querySelector('strong')?.textContent);

async function openDrawer() {
  renderAtRoute(<AutoReplyButton />, '/chat');
  await fast().click(screen.getByRole('button', { name: 'Auto reply' }));
  const drawer = await dialogTitled('Chat auto-reply');
  await within(drawer).findByText('营业时间', { selector: 'strong' }, slow);
  return drawer;
}

describe('chat auto-reply settings', { timeout: 60_000 }, () => {
  it('lists the rules in their order and moves one up with the keyboard, keeping the focus on it', async () => {
    const drawer = await openDrawer();
    expect(shownOrder()).toEqual(platformOrder());
    const up = within(drawer).getByRole('button', { name: 'Move “医院地址” up' });
    up.focus();
    await fast().keyboard('{Enter}');
    await waitFor(() => expect(platformOrder().slice(0, 3)).toEqual(['首次咨询欢迎语', '医院地址', '营业时间']), slow);
    await waitFor(() => expect(shownOrder()).toEqual(platformOrder()), slow);
    await waitFor(() => expect(document.activeElement).toBe(within(drawer).getByRole('button', { name: 'Move “医院地址” up' })), slow);
    expect(within(drawer).getByRole('button', { name: 'Move “首次咨询欢迎语” up' })).toBeDisabled();
  });

  it('checks a new rule before sending, shows what the platform refuses, then adds it last', async () => {
    const drawer = await openDrawer();
    const before = sandbox.platform.db.autoReplies.count();
    await fast().click(within(drawer).getByRole('button', { name: 'New rule' }));
    const dialog = await dialogTitled('New auto-reply rule');
    await fast().click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter at least one keyword', {}, slow)).toBeInTheDocument();
    expect(within(dialog).getAllByText('Required')).toHaveLength(2);
    expect(sandbox.platform.db.autoReplies.count()).toBe(before);

    await fast().type(within(dialog).getByLabelText('Name'), '水光针咨询');
    await fast().type(within(dialog).getByRole('combobox', { name: 'Keywords' }), '价格,');
    await fast().type(within(dialog).getByLabelText('Reply'), '水光针单次体验价980元。');
    expect(within(dialog).getByText('13 / 500')).toBeInTheDocument();
    await fast().click(within(dialog).getByRole('button', { name: 'Save' }));
    // 价格 belongs to an enabled rule: the platform says so and the dialog keeps what was typed.
    await waitFor(() => expect(getVisibleToast()?.content).toBe('关键词「价格」已在规则「玻尿酸价格咨询」中使用'), slow);
    expect(sandbox.platform.db.autoReplies.count()).toBe(before);
    expect(within(dialog).getByLabelText('Name')).toHaveValue('水光针咨询');

    await fast().type(within(dialog).getByRole('combobox', { name: 'Keywords' }), '{Backspace}水光针,');
    await fast().click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(platformOrder().at(-1)).toBe('水光针咨询'), slow);
    expect(sandbox.platform.db.autoReplies.list({ sort: ['-sort'], limit: 1 })[0]).toMatchObject({ keywords: ['水光针'], isEnabled: true });
    expect(await within(drawer).findByText('水光针咨询', {}, slow)).toBeInTheDocument();
  });

  it('deletes a rule only after confirming', async () => {
    const drawer = await openDrawer();
    const before = sandbox.platform.db.autoReplies.count();
    await fast().click(within(drawer).getByRole('button', { name: 'Delete “预约面诊”' }));
    expect(await screen.findByText('Delete the rule “预约面诊”?', {}, slow)).toBeInTheDocument();
    expect(sandbox.platform.db.autoReplies.count()).toBe(before);
    await fast().click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(drawer).queryByText('预约面诊')).not.toBeInTheDocument(), slow);
    expect(platformOrder()).not.toContain('预约面诊');
  });

  it('turns auto reply on for the hospital and edits the working hours and the wait for a person', async () => {
    const drawer = await openDrawer();
    const toggle = within(drawer).getByRole('switch', { name: 'Auto reply' });
    expect(toggle).not.toBeChecked();
    await fast().click(toggle);
    await waitFor(() => expect(sandbox.platform.db.autoReplySwitches.get(1)?.isOpen).toBe(true), slow);
    await waitFor(() => expect(within(drawer).getByRole('switch', { name: 'Auto reply' })).toBeChecked(), slow);
    expect(within(drawer).getByText('Working hours: 09:00–21:00, Mon Tue Wed Thu Fri Sat')).toBeInTheDocument();
    expect(within(drawer).getByText('Answers after 30 s without a staff reply')).toBeInTheDocument();

    await fast().click(within(drawer).getByRole('button', { name: 'Edit hours and wait' }));
    const dialog = await dialogTitled('Working hours and wait');
    await fast().click(within(dialog).getByRole('checkbox', { name: 'Sun' }));
    const wait = within(dialog).getByRole('spinbutton', { name: 'Wait for a staff reply (seconds)' });
    expect(wait).toHaveValue('30');
    // Emptied, the wait is asked for and nothing is saved.
    await fast().clear(wait);
    await fast().click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a wait from 0 to 300 seconds')).toBeInTheDocument();
    expect(sandbox.platform.db.autoReplySwitches.get(1)?.workDays).toEqual([1, 2, 3, 4, 5, 6]);
    await fast().type(wait, '0');
    await fast().click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sandbox.platform.db.autoReplySwitches.get(1)?.workDays).toEqual([1, 2, 3, 4, 5, 6, 7]), slow);
    expect(sandbox.platform.db.autoReplySwitches.get(1)).toMatchObject({ isOpen: true, replyDelaySeconds: 0 });
    expect(await within(drawer).findByText('Answers at once')).toBeInTheDocument();
  });
});
