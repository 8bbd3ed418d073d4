/**
 * One suite, both backends: every case runs against the memory store and the SQLite store, and a
 * property test runs random queries over random rows on both and requires the same answers, so the
 * two cannot drift apart.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryStore } from './memory.ts';
import { SqliteStore } from './sqlite.ts';
import { defineCollection } from './index.ts';
import type { Store, Where } from './types.ts';

interface Item {
  id: number;
  name: string;
  group: string | null;
  score: number | null;
  active: boolean;
  day: string;
  tags: string[];
}

const items = defineCollection<Item>()({
  name: 'items',
  id: (row: Item) => row.id,
  fields: {
    group: (row: Item) => row.group,
    score: (row: Item) => row.score,
    active: (row: Item) => row.active,
    day: (row: Item) => row.day,
    label: (row: Item) => (row.tags.length > 0 ? `|${row.tags.join('|')}|` : null),
  },
  keywords: (row: Item) => [row.name, ...row.tags],
  indexes: [['group', 'day']],
});

const ROWS: Item[] = [
  { id: 1, name: 'Alpha 王', group: 'a', score: 10, active: true, day: '2026-11-01', tags: ['red'] },
  { id: 2, name: 'beta', group: 'b', score: null, active: false, day: '2026-11-02', tags: [] },
  { id: 3, name: 'Gamma', group: null, score: 5, active: true, day: '2026-11-02', tags: ['blue', 'red'] },
  { id: 4, name: 'delta 李', group: 'a', score: 7.5, active: false, day: '2026-10-30', tags: ['green'] },
  { id: 5, name: 'EPSILON', group: 'c', score: 10, active: true, day: '2026-11-03', tags: [] },
];

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const backends: [string, () => Store][] = [
  ['memory', () => new MemoryStore()],
  ['sqlite', () => new SqliteStore({ file: ':memory:' })],
];

describe.each(backends)('%s store', (_, open) => {
  const seeded = () => {
    const store = open();
    const c = store.collection(items);
    c.insertMany(ROWS);
    return { store, c };
  };

  it('stores and returns rows as JSON copies', () => {
    const { c } = seeded();
    const row = c.get(1) as Item;
    expect(row).toEqual(ROWS[0]);
    row.name = 'changed';
    expect(c.get(1)?.name).toBe('Alpha 王');
    expect(c.get(99)).toBeUndefined();
    expect(c.has(2)).toBe(true);
    expect(c.has(99)).toBe(false);
    expect(c.getMany([3, 99, 1]).map((r) => r.id)).toEqual([3, 1]);
    const withUndefined = c.put({ ...ROWS[1], extra: undefined } as Item & { extra?: string });
    expect('extra' in withUndefined).toBe(false);
  });

  it('refuses a second row with the same id, and bad ids', () => {
    const { c } = seeded();
    expect(() => c.insert(ROWS[0] as Item)).toThrow(/already exists/);
    expect(() => c.insert({ ...(ROWS[0] as Item), id: 1.5 })).toThrow(/safe integer/);
    expect(c.count()).toBe(5);
  });

  it('puts, updates and removes', () => {
    const { c } = seeded();
    c.put({ ...(ROWS[1] as Item), name: 'beta two' });
    expect(c.get(2)?.name).toBe('beta two');
    expect(c.update(3, (row) => void (row.score = 6))?.score).toBe(6);
    expect(c.get(3)?.score).toBe(6);
    expect(c.update(3, (row) => ({ ...row, group: 'z' }))?.group).toBe('z');
    expect(c.count({ where: { group: 'z' } })).toBe(1);
    expect(c.update(99, () => undefined)).toBeUndefined();
    expect(() => c.update(4, (row) => ({ ...row, id: 40 }))).toThrow(/may not change the id/);
    expect(c.remove(4)).toBe(true);
    expect(c.remove(4)).toBe(false);
    expect(c.removeWhere({ where: { group: 'a' } })).toBe(1);
    expect(c.ids()).toEqual([2, 3, 5]);
    c.clear();
    expect(c.count()).toBe(0);
  });

  it('filters with every operator, null-safe', () => {
    const { c } = seeded();
    const ids = (where: Where<Record<string, unknown>>) => c.ids({ where: where as never });
    expect(ids({ group: 'a' })).toEqual([1, 4]);
    expect(ids({ group: null })).toEqual([3]);
    expect(ids({ group: { ne: 'a' } })).toEqual([2, 3, 5]);
    expect(ids({ group: { ne: null } })).toEqual([1, 2, 4, 5]);
    expect(ids({ group: { in: ['a', 'c'] } })).toEqual([1, 4, 5]);
    expect(ids({ group: { in: ['b', null] } })).toEqual([2, 3]);
    expect(ids({ group: { in: [] } })).toEqual([]);
    expect(ids({ group: { in: ['a', 'a', null, null] } })).toEqual([1, 3, 4]);
    expect(c.count({ where: { group: { in: ['a', 'a'] } } })).toBe(2);
    expect(ids({ group: { nin: ['a'] } })).toEqual([2, 3, 5]);
    expect(ids({ group: { nin: ['a', null] } })).toEqual([2, 5]);
    expect(ids({ group: { nin: [] } })).toEqual([1, 2, 3, 4, 5]);
    expect(ids({ score: { gte: 7.5 } })).toEqual([1, 4, 5]);
    expect(ids({ score: { lt: 10 } })).toEqual([3, 4]);
    expect(ids({ score: { gt: 5, lte: 10 } })).toEqual([1, 4, 5]);
    expect(ids({ day: { gte: '2026-11-01', lt: '2026-11-03' } })).toEqual([1, 2, 3]);
    expect(ids({ active: true })).toEqual([1, 3, 5]);
    expect(ids({ active: false, group: 'a' })).toEqual([4]);
    expect(ids({ label: { contains: '|red|' } })).toEqual([1, 3]);
    expect(ids({ day: { prefix: '2026-11' } })).toEqual([1, 2, 3, 5]);
    expect(ids({ score: { contains: '1' } as never })).toEqual([]);
    expect(ids({ group: undefined, score: { gte: undefined } })).toEqual([1, 2, 3, 4, 5]);
    expect(ids({ or: [{ group: 'b' }, { score: { gte: 10 } }] })).toEqual([1, 2, 5]);
    expect(ids({ or: [] })).toEqual([]);
    expect(ids({ id: { in: [2, 4] } } as never)).toEqual([2, 4]);
    expect(() => ids({ nope: 1 })).toThrow(/not a declared field/);
    expect(() => ids({ group: { like: 'a' } } as never)).toThrow(/unknown operator/);
  });

  it('finds keywords case-insensitively in any keyword text, never across two', () => {
    const { c } = seeded();
    expect(c.ids({ keyword: 'ALPHA' })).toEqual([1]);
    expect(c.ids({ keyword: ' 李 ' })).toEqual([4]);
    expect(c.ids({ keyword: 'red' })).toEqual([1, 3]);
    expect(c.ids({ keyword: 'gammablue' })).toEqual([]);
    expect(c.ids({ keyword: '   ' })).toHaveLength(5);
    expect(c.count({ keyword: 'a', where: { active: true } })).toBe(2);
  });

  it('sorts by several keys, nulls first, ties by id in the last key’s direction', () => {
    const { c } = seeded();
    expect(c.ids()).toEqual([1, 2, 3, 4, 5]);
    expect(c.ids({ sort: ['score'] })).toEqual([2, 3, 4, 1, 5]);
    expect(c.ids({ sort: ['-score'] })).toEqual([5, 1, 4, 3, 2]);
    expect(c.ids({ sort: ['group', '-day'] })).toEqual([3, 1, 4, 2, 5]);
    expect(c.ids({ sort: ['-day', 'group'] })).toEqual([5, 3, 2, 1, 4]);
    expect(c.ids({ sort: ['-id'] })).toEqual([5, 4, 3, 2, 1]);
    expect(c.first({ sort: ['-score', 'id'] })?.id).toBe(1);
    expect(c.list({ sort: ['day'], offset: 1, limit: 2 }).map((r) => r.id)).toEqual([1, 2]);
    expect(c.ids({ offset: 4 })).toEqual([5]);
  });

  it('pages by the specification’s rule', () => {
    const { c } = seeded();
    const page = (p: number | null, limit: number | null) => c.page({ sort: ['id'], page: p, limit });
    expect(page(2, 2)).toMatchObject({ page: 2, limit: 2, total: 5 });
    expect(page(2, 2).rows.map((r) => r.id)).toEqual([3, 4]);
    expect(page(3, 5).rows.map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
    expect(page(3, 5).page).toBe(1);
    expect(page(9, 2)).toMatchObject({ page: 3 });
    expect(page(9, 2).rows.map((r) => r.id)).toEqual([5]);
    expect(page(null, null)).toMatchObject({ page: 1, limit: 10, total: 5 });
    expect(c.page({ where: { group: 'none' }, page: 4, limit: 2 })).toEqual({ page: 1, limit: 2, total: 0, rows: [] });
  });

  it('counts, sums, groups and lists distinct values', () => {
    const { c } = seeded();
    expect(c.count()).toBe(5);
    expect(c.count({ where: { active: true } })).toBe(3);
    expect(c.sum('score')).toBe(32.5);
    expect(c.sum('score', { where: { group: 'a' } })).toBe(17.5);
    expect(c.sum('group')).toBe(0);
    expect(c.sum('score', { where: { group: 'none' } })).toBe(0);
    expect(Object.fromEntries(c.countBy('group'))).toEqual({ a: 2, b: 1, c: 1, null: 1 });
    expect(c.countBy('active').get(1)).toBe(3);
    expect(c.values('group')).toEqual([null, 'a', 'b', 'c']);
    expect(c.values('score', { where: { active: true } })).toEqual([5, 10]);
  });

  it('keeps a transaction’s writes, undoes them when it throws, and nests', () => {
    const { store, c } = seeded();
    store.transaction(() => {
      c.update(1, (row) => void (row.name = 'kept'));
      c.insert({ ...(ROWS[0] as Item), id: 6 });
    });
    expect(c.get(1)?.name).toBe('kept');
    expect(() =>
      store.transaction(() => {
        c.update(1, (row) => void (row.name = 'lost'));
        c.remove(2);
        c.insert({ ...(ROWS[0] as Item), id: 7 });
        store.setMeta('k', 'lost');
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(c.get(1)?.name).toBe('kept');
    expect(c.has(2)).toBe(true);
    expect(c.has(7)).toBe(false);
    expect(store.getMeta('k')).toBeUndefined();
    expect(store.inTransaction).toBe(false);
    store.transaction(() => {
      c.update(3, (row) => void (row.name = 'outer'));
      expect(store.inTransaction).toBe(true);
      expect(() =>
        store.transaction(() => {
          c.update(3, (row) => void (row.name = 'inner'));
          c.remove(5);
          throw new Error('inner refused');
        }),
      ).toThrow('inner refused');
      expect(c.get(3)?.name).toBe('outer');
      expect(c.has(5)).toBe(true);
      store.transaction(() => c.remove(4));
    });
    expect(c.get(3)?.name).toBe('outer');
    expect(c.has(4)).toBe(false);
  });

  it('keeps meta values', () => {
    const store = open();
    expect(store.getMeta('seed')).toBeUndefined();
    store.setMeta('seed', '42');
    expect(store.getMeta('seed')).toBe('42');
    store.setMeta('seed', undefined);
    expect(store.getMeta('seed')).toBeUndefined();
  });

  it('starts a collection empty when its declaration changed, and drops collections', () => {
    const { store, c } = seeded();
    expect(store.collection(items).count()).toBe(5);
    const changed = store.collection({ ...items, fields: { ...items.fields, name: (row: Item) => row.name } });
    expect(changed.count()).toBe(0);
    expect(store.collectionNames()).toContain('items');
    store.dropCollection('items');
    expect(store.collectionNames()).not.toContain('items');
    void c;
  });

  it('goes back to a checkpoint: rows, keyword and field queries and meta, as often as asked', () => {
    const { store, c } = seeded();
    const others = store.collection({ ...items, name: 'others' });
    others.insertMany(ROWS.slice(0, 2));
    store.setMeta('seed', '1');
    expect(store.restoreCheckpoint()).toBe(false);
    store.checkpoint();
    for (let round = 0; round < 2; round++) {
      c.update(1, (row) => ({ ...row, name: 'changed', group: 'z' }));
      c.remove(2);
      c.insert({ ...(ROWS[0] as Item), id: 99 });
      store.setMeta('seed', '2');
      store.setMeta('extra', 'x');
      expect(store.restoreCheckpoint()).toBe(true);
      expect(c.list({ sort: ['id'] })).toEqual(ROWS);
      expect(c.count({ where: { group: 'z' } })).toBe(0);
      expect(c.count({ keyword: 'changed' })).toBe(0);
      expect(others.count()).toBe(2);
      expect(store.getMeta('seed')).toBe('1');
      expect(store.getMeta('extra')).toBeUndefined();
    }
    expect(() => store.transaction(() => store.restoreCheckpoint())).toThrow(/outside a transaction/);
    store.dropCollection('others');
    expect(store.restoreCheckpoint()).toBe(false);
  });

  it('refuses bad declarations', () => {
    const store = open();
    expect(() => store.collection({ ...items, name: 'bad-name' })).toThrow(/collection name/);
    expect(() => store.collection({ ...items, indexes: [], fields: { 'x y': () => 1 } })).toThrow(/field name/);
    expect(() => store.collection({ ...items, indexes: [], fields: { id: () => 1 } })).toThrow(/reserved/);
    expect(() => store.collection({ ...items, indexes: [['nope' as 'group']] })).toThrow(/unknown field/);
  });
});

describe('the backends agree on random rows and queries', () => {
  const value = fc.oneof(fc.constant(null), fc.integer({ min: -3, max: 3 }), fc.constantFrom('a', 'b', 'B', 'ab', '王', '2026-11'));
  const row = fc.record({
    id: fc.integer({ min: 1, max: 40 }),
    name: fc.constantFrom('Ann', 'bob', 'BOB smith', '王小明', '李', ''),
    group: fc.oneof(fc.constant(null), fc.constantFrom('a', 'b', 'c')),
    score: fc.oneof(fc.constant(null), fc.integer({ min: -5, max: 5 })),
    active: fc.boolean(),
    day: fc.constantFrom('2026-11-01', '2026-11-02', '2026-10-31', ''),
    tags: fc.array(fc.constantFrom('red', 'blue', 'green'), { maxLength: 2 }),
  });
  const field = fc.constantFrom('group', 'score', 'active', 'day', 'label', 'id');
  // One operator at a time (and one range), so conditions leave rows to compare.
  const condition = fc.oneof(
    value,
    fc.record({ eq: value }),
    fc.record({ ne: value }),
    fc.record({ in: fc.array(value, { maxLength: 3 }) }),
    fc.record({ nin: fc.array(value, { maxLength: 3 }) }),
    fc.record({ gt: value }),
    fc.record({ gte: value }),
    fc.record({ lt: value }),
    fc.record({ lte: value }),
    fc.record({ gte: value, lt: value }),
    fc.record({ contains: fc.constantFrom('a', 'r', '|', '11') }),
    fc.record({ prefix: fc.constantFrom('2026', 'a', '|r') }),
  );
  const where = fc.dictionary(field, condition, { maxKeys: 2 });
  const query = fc.record({
    where: fc.oneof(where, fc.record({ or: fc.array(where, { maxLength: 3 }) })),
    keyword: fc.oneof(fc.constant(undefined), fc.constantFrom('b', 'BOB', 'red', '王', ' a ')),
    sort: fc.array(fc.constantFrom('group', '-group', 'score', '-score', 'active', '-day', 'day', 'label', '-id'), { maxLength: 3 }),
    page: fc.integer({ min: -1, max: 6 }),
    limit: fc.integer({ min: 0, max: 12 }),
  });

  it('answers every query the same way', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(row, { selector: (r) => r.id, maxLength: 25 }),
        fc.array(query, { minLength: 1, maxLength: 5 }),
        (rows, queries) => {
          const memory = new MemoryStore().collection(items);
          const sqliteStore = new SqliteStore({ file: ':memory:' });
          const sqlite = sqliteStore.collection(items);
          memory.insertMany(rows);
          sqlite.insertMany(rows);
          try {
            for (const q of queries) {
              const sel = { where: q.where as never, keyword: q.keyword };
              expect(sqlite.page({ ...sel, sort: q.sort as never, page: q.page, limit: q.limit })).toEqual(
                memory.page({ ...sel, sort: q.sort as never, page: q.page, limit: q.limit }),
              );
              expect(sqlite.ids({ ...sel, sort: q.sort as never })).toEqual(memory.ids({ ...sel, sort: q.sort as never }));
              expect(sqlite.count(sel)).toBe(memory.count(sel));
              expect(sqlite.sum('score', sel)).toBe(memory.sum('score', sel));
              expect(sqlite.values('group', sel)).toEqual(memory.values('group', sel));
              expect(new Map(sqlite.countBy('day', sel))).toEqual(new Map(memory.countBy('day', sel)));
            }
          } finally {
            sqliteStore.close();
          }
        },
      ),
      { numRuns: 300 },
    );
  }, 60_000);
});

describe('SQLite on disk', () => {
  it('keeps every write across a reopen, and starts empty when the declaration changed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-store-'));
    dirs.push(dir);
    const file = join(dir, 'nested', 'sandbox.sqlite');
    const first = new SqliteStore({ file });
    const c = first.collection(items);
    c.insertMany(ROWS);
    c.update(2, (row) => void (row.name = 'changed before the restart'));
    c.remove(5);
    first.setMeta('seed', '7');
    first.close();

    const second = new SqliteStore({ file });
    const again = second.collection(items);
    expect(again.get(2)?.name).toBe('changed before the restart');
    expect(again.ids()).toEqual([1, 2, 3, 4]);
    expect(again.count({ where: { group: 'a' } })).toBe(2);
    expect(second.getMeta('seed')).toBe('7');
    expect(second.collection({ ...items, keywords: (row: Item) => [row.name] }).count()).toBe(0);
    second.close();
  });
});
