/**
 * The sandbox's repository (see mocks/store/types.ts). The SQLite backend is Node-only and lives in
 * mocks/store/sqlite.ts, imported by the server alone, so the browser bundle never sees node:sqlite.
 */
import type { CollectionSpec, FieldExtractors } from './types.ts';

export type * from './types.ts';
export { MemoryStore } from './memory.ts';
export { specSignature } from './values.ts';

/**
 * Declares a collection: the row type is given, the field names and value types are inferred
 * from the extractors (`defineCollection<Doctor>()({ name: 'doctors', id: (d) => d.id, fields: {…} })`).
 */
export function defineCollection<Row>() {
  return <F extends FieldExtractors<Row>>(spec: CollectionSpec<Row, F>): CollectionSpec<Row, F> => spec;
}
