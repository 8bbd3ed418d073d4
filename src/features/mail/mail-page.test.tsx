import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderAtRoute } from '@/testing/render.tsx';
import { installSandboxGateway } from '@/testing/sandbox-gateway.ts';
import { installGatewayServer } from '@/testing/test-gateway.ts';
import MailPage from './mail-page.tsx';

installGatewayServer();
const sandbox = installSandboxGateway();

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

const renderPage = (search = '') =>
  renderAtRoute(
    <>
      <Address />
      <MailPage />
    </>,
    `/email${search}`,
  );

const slow = { timeout: 8000 };

describe('platform mail (/email)', { timeout: 90_000 }, () => {
  it('shows the unread mail, opens one and marks it read on the platform', async () => {
    renderPage('?state=unread');
    const unread = sandbox.platform.db.mails.list({ where: { isRead: false }, sort: ['-sendTime'] });
    expect(unread.length).toBeGreaterThan(1);
    expect(await screen.findByText(`${unread.length} unread mails`, {}, slow)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Inbox' }, slow);
    const newest = unread[0]!;
    await userEvent.setup().click(await within(table).findByText(newest.subject, {}, slow));
    const drawer = await screen.findByRole('dialog', {}, slow);
    expect(await within(drawer).findByRole('article', { name: newest.subject }, slow)).toBeInTheDocument();
    await waitFor(() => expect(sandbox.platform.db.mails.get(newest.id)?.isRead).toBe(true));
    expect(await screen.findByText(new RegExp(`^${unread.length - 1} unread mails?$`), {}, slow)).toBeInTheDocument();
  });

  it('lists attachments with their download and marks a mail unread again', async () => {
    const mail = sandbox.platform.db.mails.list({ where: { category: 1, isRead: true }, sort: ['-sendTime'] })[0]!;
    renderPage('?category=1&state=read');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Inbox' }, slow);
    await user.click(await within(table).findByText(mail.subject, {}, slow));
    const drawer = await screen.findByRole('dialog', {}, slow);
    const attachment = mail.attachments[0]!;
    expect(
      await within(drawer).findByRole('button', { name: new RegExp(`Download ${attachment.fileName.replace('.', '\\.')}$`) }, slow),
    ).toBeEnabled();
    await user.click(within(drawer).getByRole('button', { name: 'Mark as unread' }));
    await waitFor(() => expect(sandbox.platform.db.mails.get(mail.id)?.isRead).toBe(false));
  });

  it('filters by read state into the address', async () => {
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Inbox' }, slow);
    await user.click(screen.getByRole('combobox', { name: 'Read state' }));
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="Unread"]')).not.toBeNull());
    await user.click(document.querySelector('.ant-select-item-option[title="Unread"]') as HTMLElement);
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent('/email?state=unread'));
  });
});
