import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { getSearchChatsMockHandler } from '@generated/chat/chats/chats.msw';
import { findAccount } from '@mocks/domain/session.ts';
import { searchVisitorChats } from '@mocks/domain/visitor-chat.ts';
import { answer } from '@/testing/gateway-handlers.ts';
import { renderAtRoute } from '@/testing/render.tsx';
import { installSandboxGateway } from '@/testing/sandbox-gateway.ts';
import { installGatewayServer } from '@/testing/test-gateway.ts';
import VisitorChatPage from './visitor-chat-page.tsx';

installGatewayServer();

const calls: Record<string, unknown>[] = [];
const sandbox = installSandboxGateway('demo-main', () => {
  calls.length = 0;
  return [
    answer(getSearchChatsMockHandler, async ({ request }) => {
      calls.push((await request.clone().json()) as Record<string, unknown>);
      return undefined; // on to the sandbox
    }),
  ];
});

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

const renderPage = (search = '') =>
  renderAtRoute(
    <>
      <Address />
      <VisitorChatPage />
    </>,
    `/wechat${search}`,
  );

const WIDE = '?receivedTo=1000&sentTo=1000';
const slow = { timeout: 8000 };
const visitorsOf = (body: object) => {
  const me = findAccount(sandbox.platform, 'demo-main')!;
  return searchVisitorChats(sandbox.platform, me.userInfo.imId, { page: 1, limit: 100, ...body }).list;
};

describe('visitor chats (/wechat)', { timeout: 120_000 }, () => {
  it('asks with the 0 to 10 message counts and the newest last message first by default', async () => {
    renderPage();
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(calls[0]).toMatchObject({
      page: 1,
      limit: 10,
      receivedCountMin: 0,
      receivedCountMax: 10,
      sentCountMin: 0,
      sentCountMax: 10,
      sortField: 'lastMessageTime',
      sortOrder: 'desc',
    });
    expect(screen.getByLabelText('Received from')).toHaveValue('0');
    expect(screen.getByLabelText('Sent to')).toHaveValue('10');
    // A start above its end is refused before it is sent.
    const user = userEvent.setup();
    const from = screen.getByLabelText('Received from');
    await user.clear(from);
    await user.type(from, '11');
    expect(await screen.findByText('The start of a range cannot be above its end.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('lists the sandbox’s visitor chats of the ranges in the address, and a row opens its chat', async () => {
    renderPage(WIDE);
    const expected = visitorsOf({ receivedCountMax: 1000, sentCountMax: 1000 });
    expect(expected.length).toBeGreaterThan(1);
    const table = await screen.findByRole('table', { name: 'Visitor chats' }, slow);
    const first = expected[0]!;
    const name = first.customer!.customerName;
    expect(await within(table).findByText(name, {}, slow)).toBeInTheDocument();
    await userEvent.setup().click(within(table).getByRole('link', { name: `Open chat: ${name}` }));
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent(`/chat?chatId=${first.chatId}`));
  });

  it('puts a filter and the count ranges into the address and the request', async () => {
    renderPage(WIDE);
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Visitor chats' }, slow);
    await user.click(screen.getByRole('combobox', { name: 'Channel' }));
    // The option, not a table cell of the same text.
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="App"]')).not.toBeNull());
    await user.click(document.querySelector('.ant-select-item-option[title="App"]') as HTMLElement);
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent('channel=1'));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ channel: 1, receivedCountMax: 1000 }));

    const from = screen.getByLabelText('Sent from');
    await user.clear(from);
    await user.type(from, '3');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent('sentFrom=3'));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ channel: 1, sentCountMin: 3, sentCountMax: 1000 }));
  });

  it('takes several latent demands and counselors: the rows of any of them, kept in the address', async () => {
    const wide = { receivedCountMax: 1000, sentCountMax: 1000 };
    const rows = visitorsOf(wide);
    const demands = [...new Set(rows.flatMap((r) => r.customer?.latentDemands ?? []))].slice(0, 2);
    expect(demands).toHaveLength(2);
    const one = visitorsOf({ ...wide, latentDemands: [demands[0]] }).length;
    const both = visitorsOf({ ...wide, latentDemands: demands }).length;
    expect(one).toBeGreaterThan(0);
    expect(both).toBeGreaterThan(one);

    renderPage(`${WIDE}&demands=${demands.map(encodeURIComponent).join(',')}`);
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ latentDemands: demands }));
    expect(await screen.findByText(`${both} items in total`, {}, slow)).toBeInTheDocument();

    // A counselor chosen on the page joins the address beside the demands.
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Counselor' }));
    const option = await waitFor(() => {
      const found = document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    await user.click(option);
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent(/counselors=[^&]+/));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ latentDemands: demands, hospitalCounselorIds: [expect.any(String)] }));
  });
});
