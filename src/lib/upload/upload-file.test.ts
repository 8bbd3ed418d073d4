// @vitest-environment node
// Node's own fetch, FormData and Blob: in jsdom, FormData and Blob are jsdom's, which Node's fetch
// cannot serialise as multipart (browsers have no such split).
import { HttpResponse, delay, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OBJECT_STORAGE_TIMEOUT_MS, UPLOAD_BUCKET, type UploadDeps, UploadRefused, uploadFile } from './upload-file.ts';

// The shared setup clears web storage after each test; Node has none, so give it empty ones.
for (const name of ['localStorage', 'sessionStorage'] as const) {
  if (!(name in globalThis)) Object.defineProperty(globalThis, name, { value: { clear() {} }, configurable: true });
}

const STORAGE = 'http://oss.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const file = new Blob(['%PDF-1.4 licence'], { type: 'application/pdf' });

function deps(overrides: Partial<UploadDeps> = {}) {
  const mocks = {
    getStorageTicket: vi.fn<UploadDeps['getStorageTicket']>(async ({ path, fileName }) => ({
      host: STORAGE,
      key: `${path}/abc-${fileName}`,
      fields: { policy: 'p0l1cy', signature: 's1g' },
    })),
    serverUpload: vi.fn<UploadDeps['serverUpload']>(async ({ path, fileName }) => `${path}/server-${fileName}`),
    onStorageFailure: vi.fn<(error: unknown) => void>(),
  };
  // Overrides are mocks too; the cast keeps `.mock` available on every piece.
  return { ...mocks, ...overrides } as UploadDeps & typeof mocks;
}

describe('uploadFile', () => {
  it('uploads to object storage first, with the ticket fields, key and file last', async () => {
    let fieldOrder: string[] = [];
    let sentFile: FormDataEntryValue | null = null;
    server.use(
      http.post(STORAGE, async ({ request }) => {
        const form = await request.formData();
        fieldOrder = [...form.keys()];
        sentFile = form.get('file');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const d = deps();
    const result = await uploadFile({ file, fileName: 'licence.pdf', path: 'hospital/licence' }, d);
    expect(result).toEqual({ path: 'hospital/licence/abc-licence.pdf', bucket: 0, via: 'storage' });
    expect(fieldOrder).toEqual(['policy', 'signature', 'key', 'file']);
    expect((sentFile as unknown as File).name).toBe('licence.pdf');
    expect(d.serverUpload).not.toHaveBeenCalled();
  });

  it('gives object storage 60000 ms', async () => {
    expect(OBJECT_STORAGE_TIMEOUT_MS).toBe(60_000);
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    server.use(http.post(STORAGE, () => new HttpResponse(null, { status: 200 })));
    await uploadFile({ file, path: 'p' }, deps());
    expect(timeout).toHaveBeenCalledWith(60_000);
  });

  it('defaults to the public bucket (0) and passes the private one (1) through', async () => {
    server.use(http.post(STORAGE, () => new HttpResponse(null, { status: 200 })));
    const d = deps();
    await uploadFile({ file, path: 'p' }, d);
    await uploadFile({ file, path: 'p', bucket: UPLOAD_BUCKET.private }, d);
    expect(d.getStorageTicket.mock.calls.map(([input]) => input.bucket)).toEqual([0, 1]);
    expect(UPLOAD_BUCKET).toEqual({ public: 0, private: 1 });
  });

  it('falls back to the server upload with path and bucket when storage refuses', async () => {
    server.use(http.post(STORAGE, () => new HttpResponse('AccessDenied', { status: 403 })));
    const d = deps();
    const result = await uploadFile({ file, fileName: 'a.pdf', path: 'contract', bucket: 1 }, d);
    expect(result).toEqual({ path: 'contract/server-a.pdf', bucket: 1, via: 'server' });
    expect(d.serverUpload).toHaveBeenCalledExactlyOnceWith({ file, fileName: 'a.pdf', path: 'contract', bucket: 1 });
    expect(d.onStorageFailure).toHaveBeenCalledTimes(1);
  });

  it('falls back when the upload ticket cannot be had', async () => {
    const d = deps({ getStorageTicket: vi.fn().mockRejectedValue(new Error('token call failed')) });
    await expect(uploadFile({ file, path: 'p' }, d)).resolves.toMatchObject({ via: 'server', bucket: 0 });
  });

  it('falls back on a network error', async () => {
    server.use(http.post(STORAGE, () => HttpResponse.error()));
    await expect(uploadFile({ file, path: 'p' }, deps())).resolves.toMatchObject({ via: 'server' });
  });

  it('falls back when storage does not answer in time', async () => {
    server.use(
      http.post(STORAGE, async () => {
        await delay('infinite');
        return new HttpResponse(null);
      }),
    );
    const d = deps({ timeoutMs: 20 });
    await expect(uploadFile({ file, path: 'p' }, d)).resolves.toMatchObject({ via: 'server' });
    expect((d.onStorageFailure.mock.calls[0]?.[0] as DOMException).name).toBe('TimeoutError');
  });

  it('rejects with the server error when the fallback fails too', async () => {
    server.use(http.post(STORAGE, () => new HttpResponse(null, { status: 500 })));
    const d = deps({ serverUpload: vi.fn().mockRejectedValue(new Error('server upload failed')) });
    await expect(uploadFile({ file, path: 'p' }, d)).rejects.toThrow('server upload failed');
  });

  it('stops when cancelled while storage takes the file, and never falls back to the server', async () => {
    let arrived!: () => void;
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    server.use(
      http.post(STORAGE, async () => {
        arrived();
        await delay('infinite');
        return new HttpResponse(null);
      }),
    );
    const controller = new AbortController();
    const d = deps({ signal: controller.signal });
    const upload = uploadFile({ file, path: 'p' }, d);
    await reached;
    controller.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
    expect(d.serverUpload).not.toHaveBeenCalled();
    expect(d.onStorageFailure).not.toHaveBeenCalled();
  });

  it('does not go round a refusal of the file by the ticket call', async () => {
    const d = deps({ getStorageTicket: vi.fn().mockRejectedValue(new UploadRefused('不支持发送该类型的文件')) });
    await expect(uploadFile({ file, path: 'p' }, d)).rejects.toThrow('不支持发送该类型的文件');
    expect(d.serverUpload).not.toHaveBeenCalled();
  });
});
