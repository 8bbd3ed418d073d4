/**
 * The memory backend (Vitest, Storybook's browser worker): rows kept as JSON text beside their
 * declared field values, queries evaluated in JavaScript with the rules of mocks/store/values.ts.
 * Rows are stored as JSON, exactly like the SQLite backend does, so a row read is a fresh copy
 * here too and code that forgets to write a change back fails on both.
 */
import { clampPage } from '../../src/lib/paging/paging.ts';
import type {
  AnySpec,
  Collection,
  CollectionSpec,
  Condition,
  FieldExtractors,
  FieldValue,
  ListQuery,
  Page,
  PageQuery,
  RangeQuery,
  RowId,
  Selection,
  Store,
  Stored,
  Where,
} from './types.ts';
import {
  checkField,
  checkId,
  checkSpec,
  compareStored,
  keywordTerm,
  keywordText,
  normalize,
  parseSortKey,
  readCondition,
  satisfies,
  specSignature,
} from './values.ts';

interface Entry {
  id: RowId;
  json: string;
  fields: Record<string, Stored>;
  keywords: string;
}

/**
 * A collection's rows and, per declared field, which rows hold which value, so a condition of
 * equality (or `in`) looks at its rows only instead of every row.
 */
class Table {
  readonly rows = new Map<RowId, Entry>();
  private readonly byField = new Map<string, Map<Stored, Set<RowId>>>();
  /** The greatest id, or undefined when it must be found again (after its row went). */
  private top: RowId | undefined;
  private topKnown = true;

  constructor(readonly signature: string) {}

  get(id: RowId): Entry | undefined {
    return this.rows.get(id);
  }

  set(entry: Entry): void {
    this.delete(entry.id);
    this.rows.set(entry.id, entry);
    if (this.topKnown && (this.top === undefined || compareStored(entry.id, this.top) > 0)) this.top = entry.id;
    for (const [field, value] of Object.entries(entry.fields)) {
      let values = this.byField.get(field);
      if (!values) this.byField.set(field, (values = new Map()));
      let ids = values.get(value);
      if (!ids) values.set(value, (ids = new Set()));
      ids.add(entry.id);
    }
  }

  delete(id: RowId): void {
    const entry = this.rows.get(id);
    if (!entry) return;
    this.rows.delete(id);
    if (id === this.top) this.topKnown = false;
    for (const [field, value] of Object.entries(entry.fields)) this.byField.get(field)?.get(value)?.delete(id);
  }

  /** The greatest id (the newest row of a collection numbered in order). */
  maxId(): RowId | undefined {
    if (!this.topKnown) {
      this.top = undefined;
      for (const id of this.rows.keys()) if (this.top === undefined || compareStored(id, this.top) > 0) this.top = id;
      this.topKnown = true;
    }
    return this.top;
  }

  /** The ids whose field holds one of these values. */
  idsWith(field: string, values: readonly Stored[]): RowId[] {
    const index = this.byField.get(field);
    return [...new Set(values)].flatMap((value) => [...(index?.get(value) ?? [])]);
  }
}

interface Undo {
  table: Table;
  id: RowId;
  previous: Entry | undefined;
}

class MemoryCollection<Row, FV> implements Collection<Row, FV> {
  readonly name: string;

  constructor(
    private readonly spec: AnySpec,
    private readonly table: Table,
    private readonly journal: (table: Table, id: RowId) => void,
  ) {
    this.name = spec.name;
  }

  private entry(row: Row): Entry {
    const id = checkId(this.spec, this.spec.id(row as never));
    const fields: Record<string, Stored> = {};
    for (const [name, extract] of Object.entries(this.spec.fields)) fields[name] = normalize(extract(row as never));
    return { id, json: JSON.stringify(row), fields, keywords: keywordText(this.spec.keywords?.(row as never)) };
  }

  private write(entry: Entry): void {
    this.journal(this.table, entry.id);
    this.table.set(entry);
  }

  /** The selection's conditions, read once, as a test of one row. */
  private predicate(where: Where<FV> | undefined): (entry: Entry) => boolean {
    const tests: ((entry: Entry) => boolean)[] = [];
    for (const [field, condition] of Object.entries(where ?? {})) {
      if (condition === undefined) continue;
      if (field === 'or') {
        const alternatives = (condition as unknown as readonly Where<FV>[]).map((alternative) => this.predicate(alternative));
        tests.push((entry) => alternatives.some((test) => test(entry)));
        continue;
      }
      checkField(this.spec, field);
      for (const [op, operand] of readCondition(field, condition as Condition<FieldValue>)) {
        tests.push((entry) => satisfies(field === 'id' ? entry.id : (entry.fields[field] ?? null), op, operand));
      }
    }
    return (entry) => tests.every((test) => test(entry));
  }

  /** The rows a selection can only be among: those an equality (or `in`) condition names, else all. */
  private candidates(where: Where<FV> | undefined): Iterable<Entry> {
    let best: RowId[] | undefined;
    for (const [field, condition] of Object.entries(where ?? {})) {
      if (field === 'or' || condition === undefined) continue;
      checkField(this.spec, field);
      const ops = readCondition(field, condition as Condition<FieldValue>);
      for (const [op, operand] of ops) {
        if (op !== 'eq' && op !== 'in') continue;
        const values = op === 'eq' ? [operand as Stored] : (operand as Stored[]);
        const ids = field === 'id' ? [...new Set(values.filter((v): v is RowId => v !== null))] : this.table.idsWith(field, values);
        if (!best || ids.length < best.length) best = ids;
      }
    }
    if (!best) return this.table.rows.values();
    return best.flatMap((id) => {
      const entry = this.table.get(id);
      return entry ? [entry] : [];
    });
  }

  private select(selection: Selection<FV> = {}): Entry[] {
    const term = keywordTerm(selection.keyword);
    const matches = this.predicate(selection.where);
    const out: Entry[] = [];
    for (const entry of this.candidates(selection.where)) {
      if (term !== undefined && !entry.keywords.includes(term)) continue;
      if (matches(entry)) out.push(entry);
    }
    return out;
  }

  /** The comparator of a query's sort keys (ties by id in the last key's direction). */
  private comparator(query: ListQuery<FV>): (a: Entry, b: Entry) => number {
    const keys = (query.sort ?? []).map(parseSortKey);
    for (const { field } of keys) checkField(this.spec, field);
    const tieDesc = keys.at(-1)?.desc ?? false;
    const value = (entry: Entry, field: string): Stored => (field === 'id' ? entry.id : (entry.fields[field] ?? null));
    return (a, b) => {
      for (const { field, desc } of keys) {
        const c = compareStored(value(a, field), value(b, field));
        if (c !== 0) return desc ? -c : c;
      }
      const c = compareStored(a.id, b.id);
      return tieDesc ? -c : c;
    };
  }

  private sorted(query: ListQuery<FV> = {}): Entry[] {
    return this.select(query).sort(this.comparator(query));
  }

  private window(query: RangeQuery<FV> = {}): Entry[] {
    const offset = Math.max(0, query.offset ?? 0);
    if (offset === 0 && query.limit === 1 && !query.where && keywordTerm(query.keyword) === undefined && query.sort?.join() === '-id') {
      const id = this.table.maxId();
      const entry = id === undefined ? undefined : this.table.get(id);
      return entry ? [entry] : [];
    }
    if (offset === 0 && query.limit === 1) {
      // The first row alone (the newest, the next one…): one pass instead of a sort.
      const compare = this.comparator(query);
      let best: Entry | undefined;
      for (const entry of this.select(query)) if (!best || compare(entry, best) < 0) best = entry;
      return best ? [best] : [];
    }
    const all = this.sorted(query);
    return query.limit === undefined ? all.slice(offset) : all.slice(offset, offset + Math.max(0, query.limit));
  }

  private parse(entry: Entry): Row {
    return JSON.parse(entry.json) as Row;
  }

  get(id: RowId): Row | undefined {
    const entry = this.table.get(id);
    return entry && this.parse(entry);
  }

  getMany(ids: readonly RowId[]): Row[] {
    return ids.flatMap((id) => {
      const entry = this.table.get(id);
      return entry ? [this.parse(entry)] : [];
    });
  }

  has(id: RowId): boolean {
    return this.table.rows.has(id);
  }

  insert(row: Row): Row {
    const entry = this.entry(row);
    if (this.table.rows.has(entry.id)) throw new Error(`${this.name}: a row with id ${JSON.stringify(entry.id)} already exists`);
    this.write(entry);
    return this.parse(entry);
  }

  insertMany(rows: Iterable<Row>): number {
    let n = 0;
    for (const row of rows) {
      this.insert(row);
      n++;
    }
    return n;
  }

  put(row: Row): Row {
    const entry = this.entry(row);
    this.write(entry);
    return this.parse(entry);
  }

  update(id: RowId, change: (row: Row) => Row | void): Row | undefined {
    const current = this.get(id);
    if (current === undefined) return undefined;
    const next = change(current) ?? current;
    const entry = this.entry(next);
    if (entry.id !== id)
      throw new Error(`${this.name}: an update may not change the id (${JSON.stringify(id)} → ${JSON.stringify(entry.id)})`);
    this.write(entry);
    return this.parse(entry);
  }

  remove(id: RowId): boolean {
    if (!this.table.get(id)) return false;
    this.journal(this.table, id);
    this.table.delete(id);
    return true;
  }

  removeWhere(selection: Selection<FV>): number {
    const doomed = this.select(selection);
    for (const entry of doomed) this.remove(entry.id);
    return doomed.length;
  }

  clear(): void {
    for (const id of [...this.table.rows.keys()]) this.remove(id);
  }

  first(query: ListQuery<FV> = {}): Row | undefined {
    const entry = this.window({ ...query, limit: 1 })[0];
    return entry && this.parse(entry);
  }

  list(query: RangeQuery<FV> = {}): Row[] {
    return this.window(query).map((entry) => this.parse(entry));
  }

  ids(query: RangeQuery<FV> = {}): RowId[] {
    return this.window(query).map((entry) => entry.id);
  }

  page(query: PageQuery<FV>): Page<Row> {
    const all = this.sorted(query);
    const { page, limit } = clampPage(query, all.length);
    const start = (page - 1) * limit;
    return { page, limit, total: all.length, rows: all.slice(start, start + limit).map((entry) => this.parse(entry)) };
  }

  count(selection: Selection<FV> = {}): number {
    return this.select(selection).length;
  }

  sum(field: keyof FV & string, selection: Selection<FV> = {}): number {
    checkField(this.spec, field);
    let total = 0;
    for (const entry of this.select(selection)) {
      const value = entry.fields[field];
      if (typeof value === 'number') total += value;
    }
    return total;
  }

  countBy<K extends keyof FV & string>(field: K, selection: Selection<FV> = {}): Map<Stored, number> {
    checkField(this.spec, field);
    const counts = new Map<Stored, number>();
    for (const entry of this.select(selection)) {
      const value = field === 'id' ? entry.id : (entry.fields[field] ?? null);
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    return counts;
  }

  values<K extends keyof FV & string>(field: K, selection: Selection<FV> = {}): Stored[] {
    return [...this.countBy(field, selection).keys()].sort(compareStored);
  }
}

export class MemoryStore implements Store {
  private readonly tables = new Map<string, Table>();
  private readonly meta = new Map<string, string>();
  /** Each table's entries (immutable, so kept as they are) and the meta values at the checkpoint. */
  private saved: { tables: Map<Table, Entry[]>; meta: Map<string, string> } | undefined;
  /** Tables written since the last checkpoint or restore: only they are put back. */
  private readonly dirty = new Set<Table>();
  /** Undo entries of the open transactions, oldest first; each level remembers where it began. */
  private undo: (Undo | { meta: string; previous: string | undefined })[] = [];
  private levels: number[] = [];

  get inTransaction(): boolean {
    return this.levels.length > 0;
  }

  collection<Row, F extends FieldExtractors<Row>>(spec: CollectionSpec<Row, F>): Collection<Row, { [K in keyof F]: ReturnType<F[K]> }> {
    checkSpec(spec);
    const signature = specSignature(spec);
    let table = this.tables.get(spec.name);
    // A changed declaration: the rows were written under other fields, so start empty (as SQLite does).
    if (!table || table.signature !== signature) {
      table = new Table(signature);
      this.tables.set(spec.name, table);
      this.saved = undefined;
    }
    return new MemoryCollection(spec, table, (t, id) => this.journal(t, id));
  }

  private journal(table: Table, id: RowId): void {
    this.dirty.add(table);
    if (this.levels.length === 0) return;
    this.undo.push({ table, id, previous: table.get(id) });
  }

  transaction<T>(work: () => T): T {
    this.levels.push(this.undo.length);
    try {
      const result = work();
      this.levels.pop();
      // The outermost commit forgets the undo entries; an inner one leaves them to its parent.
      if (this.levels.length === 0) this.undo.length = 0;
      return result;
    } catch (error) {
      const start = this.levels.pop() as number;
      while (this.undo.length > start) {
        const entry = this.undo.pop() as Undo | { meta: string; previous: string | undefined };
        if ('meta' in entry) {
          if (entry.previous === undefined) this.meta.delete(entry.meta);
          else this.meta.set(entry.meta, entry.previous);
        } else if (entry.previous === undefined) entry.table.delete(entry.id);
        else entry.table.set(entry.previous);
      }
      throw error;
    }
  }

  getMeta(key: string): string | undefined {
    return this.meta.get(key);
  }

  setMeta(key: string, value: string | undefined): void {
    if (this.levels.length > 0) this.undo.push({ meta: key, previous: this.meta.get(key) });
    if (value === undefined) this.meta.delete(key);
    else this.meta.set(key, value);
  }

  collectionNames(): string[] {
    return [...this.tables.keys()].sort();
  }

  dropCollection(name: string): void {
    this.tables.delete(name);
    this.saved = undefined;
  }

  checkpoint(): void {
    if (this.inTransaction) throw new Error('a checkpoint is taken outside a transaction');
    this.saved = { tables: new Map([...this.tables.values()].map((t) => [t, [...t.rows.values()]])), meta: new Map(this.meta) };
    this.dirty.clear();
  }

  restoreCheckpoint(): boolean {
    if (this.inTransaction) throw new Error('a checkpoint is restored outside a transaction');
    if (!this.saved) return false;
    for (const [table, entries] of this.saved.tables) {
      if (!this.dirty.has(table)) continue;
      for (const id of [...table.rows.keys()]) table.delete(id);
      for (const entry of entries) table.set(entry);
    }
    this.meta.clear();
    for (const [key, value] of this.saved.meta) this.meta.set(key, value);
    this.dirty.clear();
    return true;
  }

  close(): void {
    this.tables.clear();
    this.meta.clear();
    this.saved = undefined;
  }
}
