import { HttpResponse } from 'msw';
import { expect, screen, userEvent, within } from 'storybook/test';
import { exportEcOrders } from '@generated/main/sku/sku';
import { getExportEcOrdersMockHandler } from '@generated/main/sku/sku.msw';
import { answer } from '@/testing/gateway-handlers.ts';
import preview from '../../../../.storybook/preview.tsx';
import { ExportButton, type ExportRequest } from './export-button.tsx';

const download = (request: ExportRequest) => exportEcOrders({ page: 1, limit: 10 }, request);

const meta = preview.meta({
  title: 'Kit/ExportButton',
  component: ExportButton,
  args: { fileName: 'orders.xlsx', download },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
});

export const Idle = meta.story({
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Export|导出/ })).toBeEnabled();
  },
});

/** The platform answers the "file" with its JSON error: the button says why. */
export const Failed = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(
      answer(
        getExportEcOrdersMockHandler,
        () =>
          new HttpResponse(JSON.stringify({ success: false, code: '4001', msg: 'too many rows to export', data: null }), {
            headers: { 'content-type': 'application/octet-stream' },
          }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Export|导出/ }));
    await expect((await screen.findAllByText(/too many rows to export/)).length).toBeGreaterThan(0);
  },
});
