import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exportEcOrders } from '@generated/main/sku/sku';
import { getExportEcOrdersMockHandler } from '@generated/main/sku/sku.msw';
import { installGatewayServer, server } from '@/testing/test-gateway.ts';
import { answer } from '@/testing/gateway-handlers.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { ExportButton, type ExportRequest } from './export-button.tsx';

installGatewayServer();

let saved: { name: string; size: number }[] = [];

beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, size: 0 });
  });
});
afterEach(() => vi.restoreAllMocks());

const download = (request: ExportRequest) => exportEcOrders({ page: 1, limit: 10 }, request);

describe('ExportButton', () => {
  it('downloads the file answer under its name, showing the progress while it arrives', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      answer(getExportEcOrdersMockHandler, () => {
        const stream = new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(new Uint8Array(50));
            await gate;
            controller.enqueue(new Uint8Array(50));
            controller.close();
          },
        });
        return new HttpResponse(stream, {
          headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'content-length': '100' },
        });
      }),
    );
    renderWithProviders(<ExportButton fileName="orders.xlsx" download={download} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^download Export$|^Export$/ }));
    expect(await screen.findByRole('button', { name: /Exporting… 50%/ })).toBeInTheDocument();
    release();
    await waitFor(() => expect(saved).toEqual([{ name: 'orders.xlsx', size: 0 }]));
    expect(await screen.findByText('Downloaded orders.xlsx')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^download Export$|^Export$/ })).toBeEnabled();
  });

  it('says clearly why a "file" that is the platform’s JSON error failed, and saves nothing', async () => {
    server.use(
      answer(
        getExportEcOrdersMockHandler,
        () =>
          new HttpResponse(JSON.stringify({ success: false, code: '4001', msg: 'too many rows to export', data: null }), {
            headers: { 'content-type': 'application/octet-stream' },
          }),
      ),
    );
    renderWithProviders(<ExportButton fileName="orders.xlsx" download={download} />);
    await userEvent.setup().click(screen.getByRole('button', { name: /^download Export$|^Export$/ }));
    expect(await screen.findByText('Export failed: too many rows to export')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
