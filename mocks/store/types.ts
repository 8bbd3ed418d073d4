/**
 * The sandbox's repository: typed collections of JSON rows behind one synchronous interface, with
 * two backends that must behave identically (mocks/store/conformance.test.ts runs the same cases
 * against both):
 * - SQLite (`node:sqlite`, the Node server): each row is stored as JSON beside real, indexed
 *   columns for its declared fields; queries run in SQL and every write is a small transaction;
 * - memory (Vitest, Storybook's browser worker): the same declarations evaluated in JavaScript.
 *
 * A collection declares once its id and its queryable fields as extractors from the row. Rows go
 * in and come out as JSON (a row read is always a fresh copy: changing it changes nothing until it
 * is written back), and queries only ever look at the declared fields, so both backends see the
 * same values.
 */

/** A value a declared field may hold. Booleans are stored as 1/0, undefined as null. */
export type FieldValue = string | number | boolean | null | undefined;
/** A field value as the backends store and compare it. */
export type Stored = string | number | null;

export type RowId = string | number;

export type FieldExtractors<Row> = Record<string, (row: Row) => FieldValue>;

/**
 * One collection's declaration: its name (a table; letters, digits and underscores), its id, its
 * queryable fields, the texts its keyword search looks in, and composite indexes for queries that
 * filter on several fields at once (every single field is indexed anyway).
 */
export interface CollectionSpec<Row, F extends FieldExtractors<Row> = FieldExtractors<Row>> {
  name: string;
  id: (row: Row) => RowId;
  fields: F;
  /** Texts a keyword matches as a case-insensitive substring (any of them). */
  keywords?: (row: Row) => readonly (string | null | undefined)[];
  /** Composite indexes, each a list of field names (or `id`) in index order. */
  indexes?: readonly (readonly ((keyof F & string) | 'id')[])[];
}

/** A declaration with its row type erased, for the code that only reads names and calls extractors. */
export interface AnySpec {
  name: string;
  id: (row: never) => RowId;
  fields: Record<string, (row: never) => FieldValue>;
  keywords?: (row: never) => readonly (string | null | undefined)[];
  indexes?: readonly (readonly string[])[];
}

/** The field values of a collection, by name. */
export type FieldsOf<S> = S extends CollectionSpec<infer _Row, infer F> ? { [K in keyof F]: ReturnType<F[K]> } : never;
export type RowOf<S> = S extends CollectionSpec<infer Row, infer _F> ? Row : never;

/**
 * A condition on one field. A plain value means equality (null matches a missing value); an
 * object gives operators, all of which must hold. Null-safe: `ne` and `nin` keep rows whose field
 * is null (unless null is listed); range operators and `contains`/`prefix` never match null.
 */
export type Condition<V> =
  | V
  | {
      eq?: V;
      ne?: V;
      in?: readonly V[];
      nin?: readonly V[];
      gt?: NonNullable<V>;
      gte?: NonNullable<V>;
      lt?: NonNullable<V>;
      lte?: NonNullable<V>;
      /** Substring of a text field (case-sensitive). */
      contains?: string;
      /** Start of a text field (case-sensitive). */
      prefix?: string;
    };

/** A field's value type widened to its primitive (a status enum takes any number), null allowed. */
export type Loose<V> = (V extends number ? number : V extends string ? string : V extends boolean ? boolean : V) | null;

/**
 * Conditions on declared fields (and the id), all of which must hold; `or` holds when any of its
 * alternatives does. An undefined condition is no condition, so optional request filters can be
 * passed as they come.
 */
export type Where<FV> = { [K in keyof FV]?: Condition<Loose<FV[K]>> | undefined } & {
  id?: Condition<RowId> | undefined;
  or?: readonly Where<FV>[];
};

/** A sort key: a field name (ascending) or `-name` (descending); `id` is always sortable. */
export type SortKey<FV> = (keyof FV & string) | `-${keyof FV & string}` | 'id' | '-id';

export interface Selection<FV> {
  where?: Where<FV>;
  /** Case-insensitive substring of any of the collection's keyword texts; blank means no keyword. */
  keyword?: string | null;
}

export interface ListQuery<FV> extends Selection<FV> {
  /**
   * Sort keys in order. Ties are broken by the id, in the direction of the last key; without
   * keys rows come by ascending id. Nulls sort before every value; numbers before texts; texts by
   * code unit (SQLite's BINARY collation; the two differ only for characters beyond U+FFFF).
   */
  sort?: readonly SortKey<FV>[];
}

export interface RangeQuery<FV> extends ListQuery<FV> {
  offset?: number;
  limit?: number;
}

export interface PageQuery<FV> extends ListQuery<FV> {
  page?: number | null;
  limit?: number | null;
}

/** One page under the specification's paging rule (src/lib/paging). */
export interface Page<Row> {
  page: number;
  limit: number;
  total: number;
  rows: Row[];
}

export interface Collection<Row, FV = Record<string, FieldValue>> {
  readonly name: string;
  get(id: RowId): Row | undefined;
  /** The rows with these ids, in the order asked (missing ones left out). */
  getMany(ids: readonly RowId[]): Row[];
  has(id: RowId): boolean;
  /** Adds a row; an existing id is an error. */
  insert(row: Row): Row;
  /** Adds many rows at once (seeding). */
  insertMany(rows: Iterable<Row>): number;
  /** Adds or replaces a row. */
  put(row: Row): Row;
  /**
   * Reads a row, lets `change` modify it (or return a replacement) and writes it back; undefined
   * when there is no such row. The id may not change.
   */
  update(id: RowId, change: (row: Row) => Row | void): Row | undefined;
  remove(id: RowId): boolean;
  /** Removes every row the selection picks; returns how many. */
  removeWhere(selection: Selection<FV>): number;
  clear(): void;

  /** The first row of a query (or undefined). */
  first(query?: ListQuery<FV>): Row | undefined;
  /** Rows of a query; `offset`/`limit` cut a window out of the sorted rows. */
  list(query?: RangeQuery<FV>): Row[];
  /** Ids of a query, without reading the rows. */
  ids(query?: RangeQuery<FV>): RowId[];
  /** One page: page size at least the count gives page 1 with everything; a page past the end is the last page. */
  page(query: PageQuery<FV>): Page<Row>;
  count(selection?: Selection<FV>): number;
  /** Sum of a numeric field over the selection (0 when empty). */
  sum(field: keyof FV & string, selection?: Selection<FV>): number;
  /** Row counts per value of a field. */
  countBy<K extends keyof FV & string>(field: K, selection?: Selection<FV>): Map<Stored, number>;
  /** Distinct values of a field over the selection, ascending. */
  values<K extends keyof FV & string>(field: K, selection?: Selection<FV>): Stored[];
}

export interface Store {
  /** Opens (creating when needed) a collection. Declarations must stay the same while the store is open. */
  collection<Row, F extends FieldExtractors<Row>>(spec: CollectionSpec<Row, F>): Collection<Row, { [K in keyof F]: ReturnType<F[K]> }>;
  /**
   * Runs `work` atomically: everything it writes is kept when it returns and undone when it
   * throws. Transactions nest (an inner one that throws undoes only its own writes).
   */
  transaction<T>(work: () => T): T;
  readonly inTransaction: boolean;
  /** Small named values beside the collections (seed information, counters). */
  getMeta(key: string): string | undefined;
  setMeta(key: string, value: string | undefined): void;
  /** Names of the collections the store holds rows of (including ones no longer declared). */
  collectionNames(): string[];
  /** Drops a collection with its rows. */
  dropCollection(name: string): void;
  /**
   * Remembers every collection's rows and the meta values as they are now (outside a transaction),
   * so that `restoreCheckpoint` goes back to them far faster than writing the rows again.
   */
  checkpoint(): void;
  /**
   * Back to the last checkpoint, in one step (outside a transaction). False, with nothing changed,
   * when there is none or a collection was declared anew or dropped since it was taken.
   */
  restoreCheckpoint(): boolean;
  close(): void;
}
