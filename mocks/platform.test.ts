/** The platform on a store that already holds rows: kept when seeded the same way, seeded again otherwise. */
import { describe, expect, it } from 'vitest';
import { STATE_VERSION } from './db/state.ts';
import { SandboxPlatform } from './platform.ts';
import { MemoryStore } from './store/index.ts';

const open = (store: MemoryStore) => new SandboxPlatform({ store, seed: { scale: 0.05 } });

describe('a store that already holds rows', () => {
  it('keeps them when they were seeded under the same options, versions and declarations', () => {
    const store = new MemoryStore();
    const first = open(store);
    expect(first.restored).toBe(false);
    first.db.bulletins.update(first.db.bulletins.ids({ limit: 1 })[0] as number, (b) => ({ ...b, title: '保留的公告' }));
    const again = open(store);
    expect(again.restored).toBe(true);
    expect(again.db.bulletins.count({ keyword: '保留的公告' })).toBe(1);
  });

  it('seeds again when the stored row shapes are of another STATE_VERSION', () => {
    const store = new MemoryStore();
    const first = open(store);
    first.db.bulletins.update(first.db.bulletins.ids({ limit: 1 })[0] as number, (b) => ({ ...b, title: '旧版本的公告' }));
    const meta = JSON.parse(store.getMeta('seed') as string) as { version: number };
    expect(meta.version).toBe(STATE_VERSION);
    store.setMeta('seed', JSON.stringify({ ...meta, version: STATE_VERSION - 1 }));
    const again = open(store);
    expect(again.restored).toBe(false);
    expect(again.db.bulletins.count({ keyword: '旧版本的公告' })).toBe(0);
  });
});
