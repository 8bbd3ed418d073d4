import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderAtRoute } from '@/testing/render.tsx';
import { installSandboxGateway } from '@/testing/sandbox-gateway.ts';
import { installGatewayServer } from '@/testing/test-gateway.ts';
import AppStorePage from './app-store-page.tsx';

installGatewayServer();
const sandbox = installSandboxGateway();
const slow = { timeout: 8000 };

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(search = '') {
  renderAtRoute(
    <>
      <Address />
      <AppStorePage />
    </>,
    `/appStore/index${search}`,
  );
}

describe('creative centre (/appStore/index)', { timeout: 120_000 }, () => {
  it('lists the catalogue and narrows it to a type through the address', async () => {
    renderPage();
    const user = userEvent.setup({ delay: null });
    const table = await screen.findByRole('table', { name: 'Creative centre catalogue' }, slow);
    expect(await within(table).findByText('元旦焕新海报', {}, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'article template' }).closest('label')!);
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent('/appStore/index?kind=3'), slow);
    await waitFor(() => expect(within(table).queryByText('元旦焕新海报')).not.toBeInTheDocument(), slow);
    expect(await within(table).findByText('光子嫩肤常见问答', {}, slow)).toBeInTheDocument();
  });

  it('previews an article template with its text, and its download is counted by the platform', async () => {
    const article = sandbox.platform.db.creatives.list().find((c) => c.title === '热玛吉术后护理须知')!;
    renderPage('?kind=3');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Preview 热玛吉术后护理须知' }, slow));
    const dialog = within(await screen.findByRole('dialog', {}, slow));
    const text = await dialog.findByRole('region', { name: 'Text' }, slow);
    expect(text).toHaveTextContent('术后24小时内避免热水洗脸');
    await user.click(dialog.getByRole('button', { name: /Download/ }));
    await waitFor(() => expect(sandbox.platform.db.creatives.get(article.id)?.downloadCount).toBe(article.downloadCount + 1), slow);
  });
});
