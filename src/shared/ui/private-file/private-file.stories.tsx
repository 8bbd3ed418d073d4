import { Flex } from 'antd';
import { HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import { getBatchConvertPrivateUrlMockHandler } from '@generated/main/common/common.msw';
import { answer, ok } from '@/testing/gateway-handlers.ts';
import preview from '../../../../.storybook/preview.tsx';
import { PrivateFileLink, PrivateImages } from './private-file.tsx';

/** A 1×1 PNG, served by the story's mock as the "signed" image (no network in the gallery). */
const PIXEL = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

function PrivateFiles() {
  return (
    <Flex vertical gap={16} style={{ padding: 24 }}>
      <PrivateFileLink path="hospital/contract/2026-agreement.pdf" />
      <PrivateImages paths={['hospital/licence/front.png', 'hospital/licence/back.png']} />
    </Flex>
  );
}

const meta = preview.meta({ title: 'Kit/Private-bucket files', component: PrivateFiles });

export const SignedImages = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(
      answer(getBatchConvertPrivateUrlMockHandler, async ({ request }) => {
        const { urls } = (await request.json()) as { urls: string[] };
        return ok(urls.map((url) => ({ url, signedUrl: `${window.location.origin}/signed/${url}?sig=story` })));
      }),
      http.get('*/signed/*', () => new HttpResponse(PIXEL, { headers: { 'content-type': 'image/png' } })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Open 2026-agreement.pdf|查看 2026-agreement.pdf/ })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'front.png' })).toBeInTheDocument();
  },
});
