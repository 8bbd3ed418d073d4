import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getUploadCommonFileUrl } from '@generated/main/common/common';
import { getGetFileUploadTokenMockHandler } from '@generated/main/common/common.msw';
import { MAIN, installGatewayServer, ok, server } from '@/testing/test-gateway.ts';
import { answer } from '@/testing/gateway-handlers.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { FileUpload } from './file-upload.tsx';
import { ImageUpload } from './image-upload.tsx';

installGatewayServer();

/**
 * jsdom's FormData cannot cross into MSW (see src/lib/upload/upload-file.test.ts, which tests the
 * network policy in Node), so object storage is a fake XMLHttpRequest here — the transport the
 * browser uses for an upload with progress — and the server upload is answered at fetch.
 */
const SERVER_UPLOAD = `${MAIN}${getUploadCommonFileUrl()}`;
let storageKeys: string[] = [];
let serverUploads: string[] = [];
let storage: 'ok' | 'down' = 'ok';

class FakeXhr {
  status = 0;
  timeout = 0;
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  ontimeout?: () => void;
  url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  send(form: FormData) {
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
      if (storage === 'down') {
        this.status = 503;
      } else {
        storageKeys.push(String(form.get('key')));
        this.status = 200;
      }
      this.onload?.();
    });
  }
}

function platform(state: 'ok' | 'down') {
  storage = state;
  server.use(
    answer(getGetFileUploadTokenMockHandler, () =>
      ok({
        host: 'http://oss.test/upload',
        accessId: 'ak',
        keyPrefix: 'h1/',
        policy: 'p',
        signature: 's',
        expire: 2e9,
        baseUrl: 'https://img.test',
        bucket: 0,
      }),
    ),
  );
  const passThrough = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.url !== SERVER_UPLOAD) return passThrough(input, init);
    serverUploads.push(request.url);
    return HttpResponse.json({
      success: true,
      code: '0',
      msg: 'ok',
      data: { url: 'hospital/doctor/server-a.png', fullUrl: 'https://img.test/hospital/doctor/server-a.png' },
    });
  });
}

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

let latest: string[] = [];
const remember = (value: string[]) => {
  latest = value;
};
function Field({ kind, initial = [] }: { kind: 'image' | 'file'; initial?: string[] }) {
  const [value, setValue] = useState(initial);
  remember(value);
  const Control = kind === 'image' ? ImageUpload : FileUpload;
  return (
    <Control
      id="photos"
      folder="hospital/doctor"
      value={value}
      onChange={setValue}
      max={2}
      maxSizeMb={1}
      accept={kind === 'image' ? 'image/*' : '.pdf'}
    />
  );
}

const png = (name = 'a.png', size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const input = () => document.querySelector('input[type="file"]') as HTMLInputElement;

beforeEach(() => {
  storageKeys = [];
  serverUploads = [];
  latest = [];
});

describe('ImageUpload', () => {
  it('stores the file in object storage and gives its stored path as the value', async () => {
    platform('ok');
    renderWithProviders(<Field kind="image" />);
    await userEvent.setup().upload(input(), png());
    await waitFor(() => expect(latest).toHaveLength(1));
    expect(latest[0]).toMatch(/^h1\/hospital\/doctor\/[0-9a-f-]{36}\.png$/);
    expect(storageKeys).toEqual(latest);
    expect(serverUploads).toEqual([]);
    expect(screen.getByRole('img', { name: /\.png$/ })).toHaveAttribute('src', `https://img.test/${latest[0]}`);
  });

  it('falls back to the server upload when object storage fails', async () => {
    platform('down');
    renderWithProviders(<Field kind="image" />);
    await userEvent.setup().upload(input(), png());
    await waitFor(() => expect(latest).toEqual(['hospital/doctor/server-a.png']));
    expect(serverUploads).toEqual([SERVER_UPLOAD]);
  });

  it('refuses files that are too large or of another type before sending anything', async () => {
    platform('ok');
    renderWithProviders(<Field kind="image" />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input(), png('big.png', 2 * 1024 * 1024));
    expect(await screen.findByText('big.png is larger than 1 MB')).toBeInTheDocument();
    await user.upload(input(), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('notes.txt is not an accepted file type')).toBeInTheDocument();
    expect(storageKeys).toEqual([]);
    expect(latest).toEqual([]);
  });

  it('shows stored paths from the form and removes one from the value', async () => {
    renderWithProviders(<Field kind="image" initial={['hospital/doctor/x.png', '  ']} />);
    const user = userEvent.setup();
    // The blank entry is dropped, the full limit reached (no add button at 2 of 2 would show; here 1 of 2).
    expect(screen.getByRole('button', { name: 'Upload an image' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Remove file|删除文件/ }));
    await waitFor(() => expect(latest).toEqual([]));
  });
});

describe('FileUpload', () => {
  it('uploads an accepted file and lists it', async () => {
    platform('ok');
    renderWithProviders(<Field kind="file" />);
    await userEvent.setup().upload(input(), new File(['%PDF'], 'contract.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(latest).toHaveLength(1));
    expect(latest[0]).toMatch(/\.pdf$/);
  });
});
