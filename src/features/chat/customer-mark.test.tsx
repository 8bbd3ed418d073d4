/**
 * My mark on a chat's customer, against the sandbox platform in memory: edited in the side panel,
 * saved through setCustomerMyMarkInChat and shown from the customer's detail as read back; the
 * limits are checked before anything is sent.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SandboxChat } from '@mocks/db/state.ts';
import { chatListItem } from '@mocks/domain/chat/index.ts';
import { renderAtRoute } from '@/testing/render.tsx';
import { installSandboxGateway } from '@/testing/sandbox-gateway.ts';
import { installGatewayServer } from '@/testing/test-gateway.ts';
import { CustomerMark } from './customer-mark.tsx';

installGatewayServer();
const sandbox = installSandboxGateway();
configure({ asyncUtilTimeout: 4000 });

const ME = 'h_3001';

function customerChat(): SandboxChat {
  const chat = sandbox.platform.db.chats.list().find((c) => c.item.customer && c.members.some((m) => m.userId === ME));
  if (!chat) throw new Error('no chat of demo-main with a customer');
  return chat;
}

function renderMark(chat: SandboxChat) {
  const row = chatListItem(sandbox.platform, chat, ME);
  if (!row.customer) throw new Error('no customer');
  return renderAtRoute(<CustomerMark chatId={row.chatId} customer={row.customer} />, `/chat?chatId=${row.chatId}`);
}

const storedMark = (chat: SandboxChat) =>
  sandbox.platform.db.customers.get(chat.item.customer?.customerId ?? 0)?.marksByAccount?.['demo-main'];

describe('my mark on the chat’s customer', () => {
  it('is edited, saved on the platform and shown as read back', async () => {
    const user = userEvent.setup();
    const chat = customerChat();
    sandbox.platform.db.customers.update(chat.item.customer?.customerId ?? 0, (row) => {
      row.marksByAccount = {};
    });
    renderMark(chat);
    expect(await screen.findByText('No mark yet')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: /Edit my mark/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('combobox', { name: 'Tags' }), '高意向{Enter}已加微信{Enter}');
    await user.type(within(dialog).getByRole('textbox', { name: 'Remark' }), '周末方便到院');
    await user.click(within(dialog).getByRole('button', { name: /Save/ }));

    expect(await screen.findByText('Mark saved')).toBeInTheDocument();
    const shown = await screen.findByTestId('my-mark');
    expect(within(shown).getByText('高意向')).toBeInTheDocument();
    expect(within(shown).getByText('已加微信')).toBeInTheDocument();
    expect(within(shown).getByText('周末方便到院')).toBeInTheDocument();
    expect(storedMark(chat)).toMatchObject({ tags: ['高意向', '已加微信'], remark: '周末方便到院' });
  });

  it('refuses a tag over 20 characters before saving, changing nothing', async () => {
    const user = userEvent.setup();
    const chat = customerChat();
    const before = storedMark(chat);
    renderMark(chat);
    await user.click(await screen.findByRole('button', { name: /Edit my mark/ }));
    const dialog = await screen.findByRole('dialog');
    const tags = within(dialog).getByRole('combobox', { name: 'Tags' });
    await user.type(tags, `${'很'.repeat(21)}{Enter}`);
    await user.click(within(dialog).getByRole('button', { name: /Save/ }));
    expect(await within(dialog).findByText('Each tag at most 20 characters.')).toBeInTheDocument();
    expect(storedMark(chat)).toEqual(before);
    expect(screen.queryByText('Mark saved')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
  });
});
