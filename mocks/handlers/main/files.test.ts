import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UploadResult, UploadSignedUrl, UploadToken } from '@generated/main/model';
import { TEST_ORIGIN, apiClient, testPlatform, tokenFor } from '../../contract/test-client.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { sandboxHandlers } from '../index.ts';

let platform: SandboxPlatform;
let clock: { now: number };
let api: ReturnType<typeof apiClient>;

beforeEach(() => {
  ({ platform, clock } = testPlatform());
  api = apiClient(platform, sandboxHandlers(platform), tokenFor(platform, 'demo-main'));
});

const send = async (request: Request) => {
  const response = await getResponse(sandboxHandlers(platform), request);
  if (!response) throw new Error(`nothing answered ${request.url}`);
  return response;
};

const ticket = async (bucket = 0) => (await api.get<UploadToken>('/api/pc/1.0/common/GetFileUploadToken', { bucket })).data;

function policyForm(t: UploadToken, key: string, bytes: Uint8Array<ArrayBuffer>, overrides: Record<string, string> = {}) {
  const form = new FormData();
  const fields = { key, policy: t.policy, OSSAccessKeyId: t.accessId, signature: t.signature, success_action_status: '200', ...overrides };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([bytes], { type: 'image/png' }), 'a.png');
  return form;
}

const post = (t: UploadToken, form: FormData) => send(new Request(t.host, { method: 'POST', body: form }));
const fetchFile = (url: string) => send(new Request(url.startsWith('http') ? url : `${TEST_ORIGIN}/sandbox-files/${url}`));
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe('the sandbox object storage', () => {
  it('stores a POST-policy upload under the ticket’s prefix and serves the same bytes', async () => {
    const t = await ticket();
    expect(t.host).toBe(`${TEST_ORIGIN}/sandbox-oss/0`);
    expect(t.baseUrl).toBe(`${TEST_ORIGIN}/sandbox-files/`);
    expect(t.keyPrefix).toMatch(/^hospital\/\d+\/2026\/11\/$/);
    const key = `${t.keyPrefix}hospital/doctor/x1.png`;
    expect((await post(t, policyForm(t, key, PNG))).status).toBe(200);
    const file = await fetchFile(`${t.baseUrl}${key}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
  });

  it('refuses a forged signature, a key outside the prefix, an expired policy, and stores nothing', async () => {
    const t = await ticket();
    const key = `${t.keyPrefix}a/forged.png`;
    const forged = await post(t, policyForm(t, key, PNG, { signature: 'x' }));
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain('<Code>AccessDenied</Code>');
    expect((await post(t, policyForm(t, 'hospital/999/2026/11/other.png', PNG))).status).toBe(403);
    clock.now += 61_000;
    expect((await post(t, policyForm(t, key, PNG))).status).toBe(403);
    expect(platform.db.files.count()).toBe(0);
  });

  it('stores through the gateway (common/upload) when object storage is out of reach', async () => {
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), '营业执照.png');
    form.append('path', 'hospital/licence');
    form.append('bucket', '0');
    const answer = await api.post<UploadResult>('/api/pc/1.0/common/upload', form);
    expect(answer.success).toBe(true);
    expect(answer.data.url).toMatch(/^hospital\/\d+\/2026\/11\/hospital\/licence\/\w+\.png$/);
    expect(answer.data.fullUrl).toBe(`${TEST_ORIGIN}/sandbox-files/${answer.data.url}`);
    expect(new Uint8Array(await (await fetchFile(answer.data.fullUrl)).arrayBuffer())).toEqual(PNG);
    const bad = new FormData();
    bad.append('file', new Blob([PNG]), 'a.png');
    bad.append('path', '../etc');
    bad.append('bucket', '0');
    expect(await api.post('/api/pc/1.0/common/upload', bad)).toMatchObject({ success: false, msg: '上传目录不正确' });
  });

  it('serves a private file only with a live signature from convertPrivateUrl', async () => {
    const t = await ticket(1);
    const key = `${t.keyPrefix}contract/agreement.pdf`;
    expect((await post(t, policyForm(t, key, PNG))).status).toBe(200);
    expect((await fetchFile(key)).status).toBe(403);
    const signed = (await api.get<UploadSignedUrl>('/api/pc/1.0/common/convertPrivateUrl', { url: key })).data;
    expect((await fetchFile(signed.signedUrl)).status).toBe(200);
    expect((await fetchFile(signed.signedUrl.replace(/Signature=\w+/, 'Signature=0'))).status).toBe(403);
    clock.now += 31 * 60_000;
    expect((await fetchFile(signed.signedUrl)).status).toBe(403);
  });

  it('answers a seeded image path it never received with a placeholder picture, other files with 404', async () => {
    const image = await fetchFile('order/2026/11/receipt-880001.jpg');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(await image.text()).toContain('receipt-880001.jpg</text>');
    const snapshot = await fetchFile('chat/2026/11/v.mp4?x-oss-process=video/snapshot,t_1000,m_fast,w_500');
    expect(snapshot.headers.get('content-type')).toBe('image/svg+xml');
    expect((await fetchFile('contract/2026/11/unknown.pdf')).status).toBe(404);
    // An encoded slash survives URL normalisation; the decoded path still may not climb out.
    expect((await fetchFile('a%2F..%2Fsecret.png')).status).toBe(404);
  });
});
