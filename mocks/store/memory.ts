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

interface Undo {
  table: Map<RowId, Entry>;
  id: RowId;
  previous: Entry | undefined;
}

class MemoryCollection<Row, FV> implements Collection<Row, FV> {
  readonly name: string;

  constructor(
    private readonly spec: AnySpec,
    private readonly table: Map<RowId, Entry>,
    private readonly journal: (table: Map<RowId, Entry>, id: RowId) => void,
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
    this.table.set(entry.id, entry);
  }

  private matches(entry: Entry, where: Where<FV> | undefined): boolean {
    if (!where) return true;
    for (const [field, condition] of Object.entries(where)) {
      if (condition === undefined) continue;
      if (field === 'or') {
        const alternatives = condition as unknown as readonly Where<FV>[];
        if (!alternatives.some((alternative) => this.matches(entry, alternative))) return false;
        continue;
      }
      checkField(this.spec, field);
      const value = field === 'id' ? entry.id : (entry.fields[field] ?? null);
      for (const [op, operand] of readCondition(field, condition as Condition<FieldValue>))
        if (!satisfies(value, op, operand)) return false;
    }
    return true;
  }

  private select(selection: Selection<FV> = {}): Entry[] {
    const term = keywordTerm(selection.keyword);
    const out: Entry[] = [];
    for (const entry of this.table.values()) {
      if (term !== undefined && !entry.keywords.includes(term)) continue;
      if (this.matches(entry, selection.where)) out.push(entry);
    }
    return out;
  }

  private sorted(query: ListQuery<FV> = {}): Entry[] {
    const keys = (query.sort ?? []).map(parseSortKey);
    for (const { field } of keys) checkField(this.spec, field);
    const tieDesc = keys.at(-1)?.desc ?? false;
    const value = (entry: Entry, field: string): Stored => (field === 'id' ? entry.id : (entry.fields[field] ?? null));
    return this.select(query).sort((a, b) => {
      for (const { field, desc } of keys) {
        const c = compareStored(value(a, field), value(b, field));
        if (c !== 0) return desc ? -c : c;
      }
      const c = compareStored(a.id, b.id);
      return tieDesc ? -c : c;
    });
  }

  private window(query: RangeQuery<FV> = {}): Entry[] {
    const all = this.sorted(query);
    const offset = Math.max(0, query.offset ?? 0);
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
    return this.table.has(id);
  }

  insert(row: Row): Row {
    const entry = this.entry(row);
    if (this.table.has(entry.id)) throw new Error(`${this.name}: a row with id ${JSON.stringify(entry.id)} already exists`);
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
    if (!this.table.has(id)) return false;
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
    for (const id of [...this.table.keys()]) this.remove(id);
  }

  first(query: ListQuery<FV> = {}): Row | undefined {
    const entry = this.sorted(query)[0];
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
  private readonly tables = new Map<string, { table: Map<RowId, Entry>; signature: string }>();
  private readonly meta = new Map<string, string>();
  /** Undo entries of the open transactions, oldest first; each level remembers where it began. */
  private undo: (Undo | { meta: string; previous: string | undefined })[] = [];
  private levels: number[] = [];

  get inTransaction(): boolean {
    return this.levels.length > 0;
  }

  collection<Row, F extends FieldExtractors<Row>>(spec: CollectionSpec<Row, F>): Collection<Row, { [K in keyof F]: ReturnType<F[K]> }> {
    checkSpec(spec);
    const signature = specSignature(spec);
    let known = this.tables.get(spec.name);
    if (known && known.signature !== signature) {
      // A changed declaration: the rows were written under other fields, so start empty (as SQLite does).
      known = undefined;
    }
    if (!known) {
      known = { table: new Map(), signature };
      this.tables.set(spec.name, known);
    }
    return new MemoryCollection(spec, known.table, (table, id) => this.journal(table, id));
  }

  private journal(table: Map<RowId, Entry>, id: RowId): void {
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
        else entry.table.set(entry.id, entry.previous);
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
  }

  close(): void {
    this.tables.clear();
    this.meta.clear();
  }
}
