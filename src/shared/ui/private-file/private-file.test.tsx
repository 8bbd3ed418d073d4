import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getBatchConvertPrivateUrlMockHandler, getConvertPrivateUrlMockHandler } from '@generated/main/common/common.msw';
import { installGatewayServer, ok, server } from '@/testing/test-gateway.ts';
import { answer } from '@/testing/gateway-handlers.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { PrivateFileLink, PrivateImages } from './private-file.tsx';

installGatewayServer();

describe('private-bucket files', () => {
  it('sign a file when it is opened and open it in a new tab', async () => {
    server.use(
      answer(getConvertPrivateUrlMockHandler, ({ request }) =>
        ok({ url: new URL(request.url).searchParams.get('url'), signedUrl: 'https://oss.test/c.pdf?sig=1' }),
      ),
    );
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<PrivateFileLink path="hospital/contract/c.pdf" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open c.pdf' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://oss.test/c.pdf?sig=1', '_blank', 'noopener,noreferrer'));
  });

  it('never open a signed "URL" that is not a web address', async () => {
    server.use(answer(getConvertPrivateUrlMockHandler, () => ok({ url: 'x', signedUrl: 'javascript:alert(1)' })));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<PrivateFileLink path="x" name="Licence" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open Licence' }));
    expect(await screen.findByText('This file cannot be shown')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('sign a set of images in one batch call', async () => {
    const batches: string[][] = [];
    server.use(
      answer(getBatchConvertPrivateUrlMockHandler, async ({ request }) => {
        const { urls } = (await request.json()) as { urls: string[] };
        batches.push(urls);
        return ok(urls.map((url) => ({ url, signedUrl: url.startsWith('bad') ? 'data:x' : `https://oss.test/${url}?sig=1` })));
      }),
    );
    renderWithProviders(<PrivateImages paths={['a/licence.png', 'bad/seal.png', ' ']} />);
    expect(await screen.findByRole('img', { name: 'licence.png' })).toHaveAttribute('src', 'https://oss.test/a/licence.png?sig=1');
    expect(screen.getByRole('img', { name: 'This file cannot be shown' })).toBeInTheDocument();
    expect(batches).toEqual([['a/licence.png', 'bad/seal.png']]);
  });
});
