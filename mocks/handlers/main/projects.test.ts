import { describe, expect, it } from 'vitest';
import type { ProjectNode } from '@generated/main/model';
import { apiClient, testPlatform, tokenFor } from '../../contract/test-client.ts';
import { PROJECTS } from '../../db/catalog.ts';
import { sandboxHandlers } from '../index.ts';

describe('project dictionary', () => {
  const { platform } = testPlatform();
  const api = apiClient(platform, sandboxHandlers(platform), tokenFor(platform));

  it('gives the tree down to every project of the catalogue, contract-valid', async () => {
    const tree = (await api.get<ProjectNode[]>('/api/pc/1.0/common/getProjectTree')).data;
    const leaves = tree.flatMap((c) => c.children ?? []).flatMap((s) => s.children ?? []);
    expect(leaves.map((p) => p.id).sort()).toEqual(PROJECTS.map((p) => p.id).sort());
    expect(leaves.find((p) => p.id === 310)).toMatchObject({ name: '热玛吉', level: 3, hasChildren: false });
  });

  it('gives one level at a time', async () => {
    const level = async (parentId: number) => (await api.get<ProjectNode[]>('/api/pc/1.0/common/GetProjectByParentId', { parentId })).data;
    const top = await level(0);
    expect(top.map((c) => c.level)).toEqual([1, 1, 1]);
    const subs = await level(top[0]!.id);
    expect(subs.length).toBeGreaterThan(0);
    const projects = await level(subs[0]!.id);
    expect(projects.map((p) => p.name)).toEqual(['双眼皮', '隆鼻', '眼部整形']);
    expect(await level(301)).toEqual([]);
  });
});
