/**
 * The SQLite backend (the Node server), on Node's built-in `node:sqlite` (DatabaseSync: synchronous,
 * so domain code stays plain function calls). Each collection is two tables: one with the id, the
 * keyword texts and one indexed column per declared field (written at every insert and update),
 * small enough that filters, counts and sorts scan it quickly; and one with the row as JSON, read
 * by id for the rows a query keeps.
 * Queries are translated to SQL with the meaning mocks/store/values.ts gives them (the memory
 * backend evaluates the same rules), statements are prepared once, and the database runs in WAL
 * mode so a write is a small append, never a rewrite of the whole state.
 *
 * Node-only: the browser never imports this module.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
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
  keywordTerm,
  keywordText,
  normalize,
  parseSortKey,
  readCondition,
  specSignature,
} from './values.ts';

/** Changes when the table layout does, so a file written under an older layout is built again. */
const TABLE_LAYOUT = 3;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const table = (name: string) => quote(`c_${name}`);
/** The table of the rows' JSON. */
const rowTable = (name: string) => quote(`d_${name}`);
const column = (field: string) => (field === 'id' ? 'id' : quote(`f_${field}`));
const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ');

interface Compiled {
  sql: string;
  params: SQLInputValue[];
}

class SqliteCollection<Row, FV> implements Collection<Row, FV> {
  readonly name: string;
  private readonly t: string;
  private readonly fieldNames: string[];
  private readonly upsertSql: string;
  private readonly insertSql: string;
  private readonly dataSql: string;
  private readonly d: string;

  constructor(
    private readonly store: SqliteStore,
    private readonly spec: AnySpec,
  ) {
    this.name = spec.name;
    this.t = table(spec.name);
    this.d = rowTable(spec.name);
    this.fieldNames = Object.keys(spec.fields);
    const columns = ['id', 'kw', ...this.fieldNames.map(column)];
    this.insertSql = `INSERT INTO ${this.t} (${columns.join(', ')}) VALUES (${placeholders(columns.length)})`;
    this.upsertSql = `INSERT OR REPLACE INTO ${this.t} (${columns.join(', ')}) VALUES (${placeholders(columns.length)})`;
    this.dataSql = `INSERT OR REPLACE INTO ${this.d} (id, data) VALUES (?, ?)`;
  }

  private encode(row: Row): { id: RowId; values: SQLInputValue[]; json: string } {
    const id = checkId(this.spec, this.spec.id(row as never));
    const values: SQLInputValue[] = [id, keywordText(this.spec.keywords?.(row as never))];
    for (const name of this.fieldNames) values.push(normalize((this.spec.fields[name] as (row: never) => FieldValue)(row as never)));
    return { id, values, json: JSON.stringify(row) };
  }

  /** Writes a row: its fields (inserted, or replacing a row with the same id) and its JSON. */
  private write(sql: string, row: Row): { id: RowId; json: string } {
    this.store.changed(this.name);
    const { id, values, json } = this.encode(row);
    this.store.statement(sql).run(...values);
    this.store.statement(this.dataSql).run(id, json);
    return { id, json };
  }

  private compileWhere(where: Where<FV> | undefined, out: Compiled): string[] {
    const parts: string[] = [];
    if (!where) return parts;
    for (const [field, condition] of Object.entries(where)) {
      if (condition === undefined) continue;
      if (field === 'or') {
        const alternatives = (condition as unknown as readonly Where<FV>[]).map((alternative) => {
          const inner = this.compileWhere(alternative, out);
          return inner.length === 0 ? '1' : `(${inner.join(' AND ')})`;
        });
        parts.push(alternatives.length === 0 ? '0' : `(${alternatives.join(' OR ')})`);
        continue;
      }
      checkField(this.spec, field);
      const col = column(field);
      for (const [op, operand] of readCondition(field, condition as Condition<FieldValue>)) {
        switch (op) {
          case 'eq':
            if (operand === null) parts.push(`${col} IS NULL`);
            else {
              parts.push(`${col} = ?`);
              out.params.push(operand as Stored);
            }
            break;
          case 'ne':
            parts.push(`${col} IS NOT ?`);
            out.params.push(operand as Stored);
            break;
          case 'in':
          case 'nin': {
            const list = operand as Stored[];
            const nonNull = list.filter((v) => v !== null);
            const hasNull = nonNull.length !== list.length;
            const inList = nonNull.length > 0 ? `${col} IN (${placeholders(nonNull.length)})` : '0';
            out.params.push(...nonNull);
            if (op === 'in') parts.push(hasNull ? `(${inList} OR ${col} IS NULL)` : inList);
            else parts.push(hasNull ? `(${col} IS NOT NULL AND NOT ${inList})` : `(${col} IS NULL OR NOT ${inList})`);
            break;
          }
          case 'contains':
            parts.push(`(typeof(${col}) = 'text' AND instr(${col}, ?) > 0)`);
            out.params.push(operand as string);
            break;
          case 'prefix':
            parts.push(`(typeof(${col}) = 'text' AND substr(${col}, 1, ?) = ?)`);
            out.params.push((operand as string).length, operand as string);
            break;
          default: {
            if (operand === null) {
              parts.push('0');
              break;
            }
            const sign = { gt: '>', gte: '>=', lt: '<', lte: '<=' }[op];
            parts.push(`${col} ${sign} ?`);
            out.params.push(operand as Stored);
          }
        }
      }
    }
    return parts;
  }

  private compileSelection(selection: Selection<FV> = {}): Compiled {
    const out: Compiled = { sql: '', params: [] };
    const parts = this.compileWhere(selection.where, out);
    const term = keywordTerm(selection.keyword);
    if (term !== undefined) {
      parts.push('instr(kw, ?) > 0');
      out.params.push(term);
    }
    out.sql = parts.length > 0 ? ` WHERE ${parts.join(' AND ')}` : '';
    return out;
  }

  private orderBy(query: ListQuery<FV>): string {
    const keys = (query.sort ?? []).map(parseSortKey);
    for (const { field } of keys) checkField(this.spec, field);
    const tie = keys.at(-1)?.desc ? 'id DESC' : 'id ASC';
    return ` ORDER BY ${[...keys.map(({ field, desc }) => `${column(field)} ${desc ? 'DESC' : 'ASC'}`), tie].join(', ')}`;
  }

  get(id: RowId): Row | undefined {
    const found = this.store.statement(`SELECT data FROM ${this.d} WHERE id = ?`).get(id);
    return found ? (JSON.parse(found.data as string) as Row) : undefined;
  }

  getMany(ids: readonly RowId[]): Row[] {
    const byId = new Map<RowId, Row>();
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      for (const r of this.store.statement(`SELECT id, data FROM ${this.d} WHERE id IN (${placeholders(chunk.length)})`).all(...chunk)) {
        byId.set(r.id as RowId, JSON.parse(r.data as string) as Row);
      }
    }
    return ids.flatMap((id) => (byId.has(id) ? [byId.get(id) as Row] : []));
  }

  has(id: RowId): boolean {
    return this.store.statement(`SELECT 1 AS found FROM ${this.t} WHERE id = ?`).get(id) !== undefined;
  }

  insert(row: Row): Row {
    const id = checkId(this.spec, this.spec.id(row as never));
    if (this.has(id)) throw new Error(`${this.name}: a row with id ${JSON.stringify(id)} already exists`);
    return JSON.parse(this.write(this.insertSql, row).json) as Row;
  }

  insertMany(rows: Iterable<Row>): number {
    return this.store.transaction(() => {
      let n = 0;
      for (const row of rows) {
        this.write(this.insertSql, row);
        n++;
      }
      return n;
    });
  }

  put(row: Row): Row {
    return JSON.parse(this.write(this.upsertSql, row).json) as Row;
  }

  update(id: RowId, change: (row: Row) => Row | void): Row | undefined {
    const current = this.get(id);
    if (current === undefined) return undefined;
    const next = change(current) ?? current;
    const nextId = checkId(this.spec, this.spec.id(next as never));
    if (nextId !== id) throw new Error(`${this.name}: an update may not change the id (${JSON.stringify(id)} → ${JSON.stringify(nextId)})`);
    return JSON.parse(this.write(this.upsertSql, next).json) as Row;
  }

  remove(id: RowId): boolean {
    this.store.changed(this.name);
    this.store.statement(`DELETE FROM ${this.d} WHERE id = ?`).run(id);
    return Number(this.store.statement(`DELETE FROM ${this.t} WHERE id = ?`).run(id).changes) > 0;
  }

  removeWhere(selection: Selection<FV>): number {
    const { sql, params } = this.compileSelection(selection);
    this.store.changed(this.name);
    this.store.statement(`DELETE FROM ${this.d} WHERE id IN (SELECT id FROM ${this.t}${sql})`).run(...params);
    return Number(this.store.statement(`DELETE FROM ${this.t}${sql}`).run(...params).changes);
  }

  clear(): void {
    this.store.changed(this.name);
    this.store.statement(`DELETE FROM ${this.t}`).run();
    this.store.statement(`DELETE FROM ${this.d}`).run();
  }

  first(query: ListQuery<FV> = {}): Row | undefined {
    return this.list({ ...query, limit: 1 })[0];
  }

  private windowSql(what: string, query: RangeQuery<FV>): Compiled {
    const { sql, params } = this.compileSelection(query);
    let tail = this.orderBy(query);
    if (query.limit !== undefined || query.offset !== undefined) {
      tail += ' LIMIT ? OFFSET ?';
      params.push(query.limit === undefined ? -1 : Math.max(0, query.limit), Math.max(0, query.offset ?? 0));
    }
    return { sql: `SELECT ${what} FROM ${this.t}${sql}${tail}`, params };
  }

  list(query: RangeQuery<FV> = {}): Row[] {
    // The query runs on the fields; the rows' JSON is read for the rows it keeps.
    return this.getMany(this.ids(query));
  }

  ids(query: RangeQuery<FV> = {}): RowId[] {
    const { sql, params } = this.windowSql('id', query);
    return this.store
      .statement(sql)
      .all(...params)
      .map((r) => r.id as RowId);
  }

  page(query: PageQuery<FV>): Page<Row> {
    const total = this.count(query);
    const { page, limit } = clampPage(query, total);
    const rows = this.list({ where: query.where, keyword: query.keyword, sort: query.sort, offset: (page - 1) * limit, limit });
    return { page, limit, total, rows };
  }

  count(selection: Selection<FV> = {}): number {
    const { sql, params } = this.compileSelection(selection);
    return Number(this.store.statement(`SELECT count(*) AS n FROM ${this.t}${sql}`).get(...params)?.n ?? 0);
  }

  sum(field: keyof FV & string, selection: Selection<FV> = {}): number {
    checkField(this.spec, field);
    const col = column(field);
    const { sql, params } = this.compileSelection(selection);
    const found = this.store
      .statement(`SELECT total(CASE WHEN typeof(${col}) IN ('integer', 'real') THEN ${col} END) AS n FROM ${this.t}${sql}`)
      .get(...params);
    return Number(found?.n ?? 0);
  }

  countBy<K extends keyof FV & string>(field: K, selection: Selection<FV> = {}): Map<Stored, number> {
    checkField(this.spec, field);
    const col = column(field);
    const { sql, params } = this.compileSelection(selection);
    const counts = new Map<Stored, number>();
    for (const r of this.store.statement(`SELECT ${col} AS v, count(*) AS n FROM ${this.t}${sql} GROUP BY ${col}`).all(...params)) {
      counts.set(r.v as Stored, Number(r.n));
    }
    return counts;
  }

  values<K extends keyof FV & string>(field: K, selection: Selection<FV> = {}): Stored[] {
    checkField(this.spec, field);
    const col = column(field);
    const { sql, params } = this.compileSelection(selection);
    return this.store
      .statement(`SELECT DISTINCT ${col} AS v FROM ${this.t}${sql} ORDER BY ${col}`)
      .all(...params)
      .map((r) => r.v as Stored);
  }
}

export interface SqliteStoreOptions {
  /** A database file (its folder is created), or `:memory:`. */
  file: string;
}

export class SqliteStore implements Store {
  readonly db: DatabaseSync;
  private readonly statements = new Map<string, StatementSync>();
  private depth = 0;
  /** The collections copied into the attached in-memory database `ckpt` by the last checkpoint. */
  private saved: string[] | undefined;
  /** Collections written since the last checkpoint or restore: only they are copied back. */
  private readonly dirty = new Set<string>();

  constructor(options: SqliteStoreOptions) {
    if (options.file !== ':memory:') mkdirSync(dirname(options.file), { recursive: true });
    this.db = new DatabaseSync(options.file);
    // WAL: a commit appends to the log instead of rewriting pages; NORMAL: no fsync per commit
    // (a crash can lose the last moments, never corrupt the file), right for a sandbox.
    this.db.exec(
      'PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA journal_size_limit = 8388608; PRAGMA temp_store = MEMORY; PRAGMA cache_size = -65536;',
    );
    this.db.exec(
      'CREATE TABLE IF NOT EXISTS _meta (key TEXT PRIMARY KEY, value TEXT NOT NULL); ' +
        'CREATE TABLE IF NOT EXISTS _collections (name TEXT PRIMARY KEY, signature TEXT NOT NULL);',
    );
  }

  statement(sql: string): StatementSync {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  get inTransaction(): boolean {
    return this.depth > 0;
  }

  collection<Row, F extends FieldExtractors<Row>>(spec: CollectionSpec<Row, F>): Collection<Row, { [K in keyof F]: ReturnType<F[K]> }> {
    checkSpec(spec);
    const signature = `${TABLE_LAYOUT}:${specSignature(spec)}`;
    const known = this.statement('SELECT signature FROM _collections WHERE name = ?').get(spec.name);
    if (known?.signature !== signature) {
      // A new or changed declaration: its columns no longer say what the rows hold, so start empty.
      this.transaction(() => {
        this.db.exec(`DROP TABLE IF EXISTS ${table(spec.name)}; DROP TABLE IF EXISTS ${rowTable(spec.name)}`);
        const fields = Object.keys(spec.fields).map(column);
        this.db.exec(
          `CREATE TABLE ${table(spec.name)} (id NOT NULL PRIMARY KEY, kw TEXT NOT NULL${fields.map((c) => `, ${c}`).join('')}); ` +
            `CREATE TABLE ${rowTable(spec.name)} (id NOT NULL PRIMARY KEY, data TEXT NOT NULL)`,
        );
        for (const field of Object.keys(spec.fields)) {
          this.db.exec(`CREATE INDEX ${quote(`i_${spec.name}_${field}`)} ON ${table(spec.name)} (${column(field)})`);
        }
        (spec.indexes ?? []).forEach((index, i) => {
          this.db.exec(`CREATE INDEX ${quote(`i_${spec.name}__${i}`)} ON ${table(spec.name)} (${index.map((f) => column(f)).join(', ')})`);
        });
        this.statement('INSERT OR REPLACE INTO _collections (name, signature) VALUES (?, ?)').run(spec.name, signature);
      });
      this.statements.clear();
      this.saved = undefined;
    }
    return new SqliteCollection(this, spec);
  }

  transaction<T>(work: () => T): T {
    const savepoint = `s${this.depth}`;
    this.db.exec(this.depth === 0 ? 'BEGIN' : `SAVEPOINT ${savepoint}`);
    this.depth++;
    try {
      const result = work();
      this.depth--;
      this.db.exec(this.depth === 0 ? 'COMMIT' : `RELEASE ${savepoint}`);
      return result;
    } catch (error) {
      this.depth--;
      this.db.exec(this.depth === 0 ? 'ROLLBACK' : `ROLLBACK TO ${savepoint}; RELEASE ${savepoint}`);
      throw error;
    }
  }

  getMeta(key: string): string | undefined {
    return this.statement('SELECT value FROM _meta WHERE key = ?').get(key)?.value as string | undefined;
  }

  setMeta(key: string, value: string | undefined): void {
    if (value === undefined) this.statement('DELETE FROM _meta WHERE key = ?').run(key);
    else this.statement('INSERT OR REPLACE INTO _meta (key, value) VALUES (?, ?)').run(key, value);
  }

  collectionNames(): string[] {
    return this.statement('SELECT name FROM _collections ORDER BY name')
      .all()
      .map((r) => r.name as string);
  }

  dropCollection(name: string): void {
    this.db.exec(`DROP TABLE IF EXISTS ${table(name)}; DROP TABLE IF EXISTS ${rowTable(name)}`);
    this.statement('DELETE FROM _collections WHERE name = ?').run(name);
    this.statements.clear();
    this.saved = undefined;
  }

  /** Marks a collection as written, for `restoreCheckpoint`. */
  changed(name: string): void {
    this.dirty.add(name);
  }

  // The copy lives in SQLite itself (an attached in-memory database), so a restore is a few
  // statements run natively, over only the collections written since, instead of every row parsed, indexed and written again from JavaScript:
  // the sandbox's reset between end-to-end tests went from about 4 s to a fraction of a second.
  checkpoint(): void {
    if (this.inTransaction) throw new Error('a checkpoint is taken outside a transaction');
    if (!this.db.prepare('SELECT 1 FROM pragma_database_list WHERE name = ?').get('ckpt'))
      this.db.exec("ATTACH DATABASE ':memory:' AS ckpt");
    const names = this.collectionNames();
    this.transaction(() => {
      for (const t of ['_meta', ...names.flatMap((name) => [table(name), rowTable(name)])]) {
        this.db.exec(`DROP TABLE IF EXISTS ckpt.${t}; CREATE TABLE ckpt.${t} AS SELECT * FROM main.${t}`);
      }
    });
    this.saved = names;
    this.dirty.clear();
  }

  restoreCheckpoint(): boolean {
    if (this.inTransaction) throw new Error('a checkpoint is restored outside a transaction');
    const names = this.saved;
    if (!names) return false;
    const copy = (t: string) => this.db.exec(`DELETE FROM main.${t}; INSERT INTO main.${t} SELECT * FROM ckpt.${t}`);
    this.transaction(() => {
      copy('_meta');
      for (const name of names.filter((n) => this.dirty.has(n))) {
        copy(table(name));
        copy(rowTable(name));
      }
    });
    this.dirty.clear();
    return true;
  }

  close(): void {
    this.statements.clear();
    this.saved = undefined;
    if (this.db.isOpen) this.db.close();
  }
}
