/** The creative centre through the gateway: categories and their counts, filters and sorts, one item, a real counted download. */
import type { CreativeCategory, CreativeDetail, CreativePage } from '@generated/main/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { readFirstSheet } from '../../../src/lib/xlsx/read-sheet.ts';
import { expectEvery } from '../../../test-support/expect-every.ts';
import { apiClient, call, contractErrors, testPlatform, tokenFor } from '../../contract/test-client.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { sandboxHandlers } from '../index.ts';

const BASE = '/api/pc/1.0/appStore';
let platform: SandboxPlatform;
let api: ReturnType<typeof apiClient>;

beforeEach(() => {
  ({ platform } = testPlatform());
  api = apiClient(platform, sandboxHandlers(platform), tokenFor(platform));
});

const list = async (filters: object = {}) => (await api.post<CreativePage>(`${BASE}/getList`, { page: 1, limit: 50, ...filters })).data;
async function download(id: number): Promise<{ response: Response; bytes: Uint8Array }> {
  const result = await call(platform, sandboxHandlers(platform), `${BASE}/download`, {
    method: 'GET',
    query: { id },
    token: tokenFor(platform),
  });
  expect(await contractErrors(result)).toEqual([]);
  return { response: result.response, bytes: new Uint8Array(await result.response.arrayBuffer()) };
}
const detail = async (id: number) => (await api.get<CreativeDetail>(`${BASE}/getDetail`, { id })).data;

describe('creative centre', () => {
  it('counts each category and filters by kind, category and keyword; newest or most downloaded first', async () => {
    const categories = (await api.get<CreativeCategory[]>(`${BASE}/getCategoryList`)).data;
    const all = await list();
    expect(categories.reduce((sum, c) => sum + c.count, 0)).toBe(all.total);
    for (const category of categories) expect((await list({ categoryId: category.id })).total).toBe(category.count);
    expect(all.list.map((c) => c.updateTime)).toEqual([...all.list.map((c) => c.updateTime)].sort().reverse());
    const popular = (await list({ sort: 'popular' })).list.map((c) => c.downloadCount);
    expect(popular).toEqual([...popular].sort((a, b) => b - a));
    const posters = await list({ kind: 2 });
    expect(posters.total).toBeGreaterThan(0);
    expectEvery(posters.list, (c) => c.kind === 2 && c.format === 'SVG');
    expect((await list({ keyword: '热玛吉' })).list.map((c) => c.title).sort()).toEqual(['热玛吉抗衰海报', '热玛吉术后护理须知']);
  });

  it('downloads a real file of the size listed, and counts the download', async () => {
    const poster = await detail(42004);
    const { response, bytes } = await download(42004);
    expect(response.headers.get('content-disposition')).toContain(encodeURIComponent('元旦焕新海报.svg'));
    expect(bytes.byteLength).toBe(poster.fileSize);
    expect(new TextDecoder().decode(bytes)).toMatch(/^<svg [^>]*>[\s\S]*元旦焕新海报[\s\S]*<\/svg>\n$/);
    expect(await detail(42004)).toMatchObject({ downloadCount: poster.downloadCount + 1, lastDownloadTime: expect.any(String) });

    const sheet = readFirstSheet((await download(42001)).bytes);
    expect(sheet[0]).toEqual(['日期', '姓名', '岗位', '班次', '备注']);
    expect(await api.get(`${BASE}/getDetail`, { id: 1 })).toMatchObject({ success: false, msg: '素材不存在或已下架' });
  });
});
