import { beforeEach, describe, expect, it } from 'vitest';
import type { GuideState, UserConfigItem } from '@generated/main/model';
import { apiClient, testPlatform, tokenFor } from '../../contract/test-client.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { sandboxHandlers } from '../index.ts';

const GET = '/api/pc/1.0/common/userConfig/getUserConfig';
const SAVE = '/api/pc/1.0/common/userConfig/saveUserConfigBatch';
let platform: SandboxPlatform;
let main: ReturnType<typeof apiClient>;
let sub: ReturnType<typeof apiClient>;

beforeEach(() => {
  ({ platform } = testPlatform());
  const handlers = sandboxHandlers(platform);
  main = apiClient(platform, handlers, tokenFor(platform, 'demo-main'));
  sub = apiClient(platform, handlers, tokenFor(platform, 'demo-sub'));
});

describe('user settings', () => {
  it('start empty (the client applies its defaults)', async () => {
    expect((await main.get<UserConfigItem[]>(GET, { topic: 'setting' })).data).toEqual([]);
  });

  it('saves per account and topic, each item replacing the same key', async () => {
    await main.post(SAVE, {
      items: [
        { key: 'isVolume', value: '0', topic: 'setting' },
        { key: 'volumeId', value: '2', topic: 'setting' },
      ],
    });
    await main.post(SAVE, { items: [{ key: 'volumeId', value: '3', topic: 'setting' }] });
    await main.post(SAVE, { items: [{ key: 'isShake', value: '0', topic: 'desktop' }] });
    expect((await main.get<UserConfigItem[]>(GET, { topic: 'setting' })).data).toEqual([
      { key: 'isVolume', value: '0', topic: 'setting' },
      { key: 'volumeId', value: '3', topic: 'setting' },
    ]);
    expect((await main.get<UserConfigItem[]>(GET, { topic: 'desktop' })).data).toEqual([{ key: 'isShake', value: '0', topic: 'desktop' }]);
    expect((await sub.get<UserConfigItem[]>(GET, { topic: 'setting' })).data).toEqual([]);
  });
});

describe('intro guide', () => {
  it('reads unfinished, then finished after a report, per account', async () => {
    const before = (await main.get<GuideState[]>('/api/pc/1.0/NoviceGuide/getGuideState', { guideKey: 'dashbord' })).data;
    expect(before).toEqual([{ guideKey: 'dashbord', version: 1, finishedVersion: null, isFinished: false, finishTime: null }]);
    await main.post('/api/pc/1.0/NoviceGuide/reportGuideState', { guideKey: 'dashbord', version: 1 });
    const after = (await main.get<GuideState[]>('/api/pc/1.0/NoviceGuide/getGuideState')).data;
    expect(after.find((g) => g.guideKey === 'dashbord')).toMatchObject({ isFinished: true, finishedVersion: 1 });
    expect(after.find((g) => g.guideKey === 'chat')?.isFinished).toBe(false);
    expect((await sub.get<GuideState[]>('/api/pc/1.0/NoviceGuide/getGuideState', { guideKey: 'dashbord' })).data[0]?.isFinished).toBe(
      false,
    );
  });
});
