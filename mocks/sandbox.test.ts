/**
 * What a person restarting `npm start` sees: every change made through the gateways is still there
 * after the platform restarts on the same data folder; `reset` and `--fresh` bring the seed back.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, signedRequest } from './contract/test-client.ts';
import { databaseFile, startSandbox } from './sandbox.ts';

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

const dir = mkdtempSync(join(tmpdir(), 'sandbox-restart-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const open = (options: { fresh?: boolean } = {}) => startSandbox({ port: 0, scale: 0.05, dataDir: dir, ...options });

async function gateway<T>(sandbox: Sandbox, path: string, options: Parameters<typeof signedRequest>[2] = {}): Promise<T> {
  const request = await signedRequest(sandbox.platform, path, options);
  const response = await fetch(new Request(request.url.replace(TEST_ORIGIN, sandbox.address), request));
  const body = (await response.json()) as { success: boolean; msg: string; data: T };
  expect(body.success, body.msg).toBe(true);
  return body.data;
}

const login = async (sandbox: Sandbox) =>
  (
    await gateway<{ ucToken: string }>(sandbox, '/api/pc/1.0/Login/LoginByPassword', {
      method: 'POST',
      body: { account: 'demo-main', password: 'Sandbox#2026' },
    })
  ).ucToken;

const BULLETINS = '/api/pc/1.0/hospitalbulletin/getBulletinList';
const DETAIL = '/api/pc/1.0/TransferTreatmentOrder/GetDetail';

describe('the sandbox on a data folder', () => {
  it('keeps every change across a restart; reset and --fresh restore the seed', async () => {
    let sandbox = await open({ fresh: true });
    expect(existsSync(databaseFile(dir, 20261122, 0.05))).toBe(true);
    let token = await login(sandbox);
    const followId = sandbox.platform.db.orders.first({ where: { taskStatus: 1 } })?.id as number;
    const record = await gateway<{ id: number }>(sandbox, '/api/pc/1.0/TransferTreatmentOrder/FollowUp', {
      method: 'POST',
      token,
      body: { followId, content: '重启前的跟进：客户周六到院' },
    });
    const saved = await gateway<{ id: number }>(sandbox, '/api/pc/1.0/hospitalbulletin/save', {
      method: 'POST',
      token,
      body: { title: '重启前发布的公告', content: '停车场周末开放' },
    });
    await gateway(sandbox, '/api/pc/1.0/common/userConfig/saveUserConfigBatch', {
      method: 'POST',
      token,
      body: { items: [{ key: 'isVolume', value: '0', topic: 'setting' }] },
    });
    await sandbox.close();

    // Restart on the same folder: the session, the follow record, the bulletin and the setting are there.
    sandbox = await open();
    expect(sandbox.platform.restored).toBe(true);
    const detail = await gateway<{ followRecords: { id: number; content: string }[] }>(sandbox, DETAIL, { token, query: { followId } });
    expect(detail.followRecords[0]).toMatchObject({ id: record.id, content: '重启前的跟进：客户周六到院' });
    const page = await gateway<{ list: { id: number; title: string }[] }>(sandbox, BULLETINS, {
      method: 'POST',
      token,
      body: { page: 1, limit: 50, keyword: '重启前' },
    });
    expect(page.list.map((b) => b.id)).toEqual([saved.id]);
    const settings = await gateway<unknown[]>(sandbox, '/api/pc/1.0/common/userConfig/getUserConfig', {
      token,
      query: { topic: 'setting' },
    });
    expect(settings).toEqual([{ key: 'isVolume', value: '0', topic: 'setting' }]);

    // Reset: back to the seed (and every session ends with it).
    const reset = await fetch(`${sandbox.address}/__sandbox/reset`, { method: 'POST' });
    expect(reset.status).toBe(200);
    token = await login(sandbox);
    const afterReset = await gateway<{ followRecords: { id: number }[] }>(sandbox, DETAIL, { token, query: { followId } });
    expect(afterReset.followRecords.map((r) => r.id)).not.toContain(record.id);
    expect((await gateway<{ total: number }>(sandbox, BULLETINS, { method: 'POST', token, body: { keyword: '重启前' } })).total).toBe(0);
    await gateway(sandbox, '/api/pc/1.0/hospitalbulletin/save', {
      method: 'POST',
      token,
      body: { title: '重启前发布的公告', content: '再发一次' },
    });
    await sandbox.close();

    // --fresh: the seed again, whatever the folder held.
    sandbox = await open({ fresh: true });
    expect(sandbox.platform.restored).toBe(false);
    token = await login(sandbox);
    expect((await gateway<{ total: number }>(sandbox, BULLETINS, { method: 'POST', token, body: { keyword: '重启前' } })).total).toBe(0);
    await sandbox.close();
  }, 60_000);
});
