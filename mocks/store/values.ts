/**
 * What both backends agree on: how a field value is stored, how values compare, how a condition
 * is read, and how a declaration is checked. The memory backend evaluates queries with these; the
 * SQLite backend translates the same conditions to SQL with the same meaning.
 */
import type { AnySpec, Condition, FieldValue, RowId, SortKey, Stored } from './types.ts';

const NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

/** Booleans become 1/0 and undefined becomes null, as SQLite stores them. */
export function normalize(value: FieldValue): Stored {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`a field value must be a finite number, not ${value}`);
  return value;
}

/** SQLite's order: NULL first, then numbers (by value), then texts (by code unit). */
export function compareStored(a: Stored, b: Stored): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  const an = typeof a === 'number';
  const bn = typeof b === 'number';
  if (an !== bn) return an ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

export type Operator = 'eq' | 'ne' | 'in' | 'nin' | 'gt' | 'gte' | 'lt' | 'lte' | 'contains' | 'prefix';
const OPERATORS = new Set<string>(['eq', 'ne', 'in', 'nin', 'gt', 'gte', 'lt', 'lte', 'contains', 'prefix']);

/** A condition as a list of operator and normalized operand; a plain value is `eq`. */
export function readCondition(field: string, condition: Condition<FieldValue>): [Operator, Stored | Stored[]][] {
  if (condition === null || typeof condition !== 'object') return [['eq', normalize(condition)]];
  const out: [Operator, Stored | Stored[]][] = [];
  for (const [op, operand] of Object.entries(condition)) {
    if (!OPERATORS.has(op)) throw new Error(`unknown operator "${op}" on field "${field}"`);
    if (operand === undefined) continue;
    if (op === 'in' || op === 'nin') {
      if (!Array.isArray(operand)) throw new Error(`"${op}" on field "${field}" needs a list`);
      out.push([op, (operand as FieldValue[]).map(normalize)]);
    } else if (op === 'contains' || op === 'prefix') {
      if (typeof operand !== 'string') throw new Error(`"${op}" on field "${field}" needs a text`);
      out.push([op, operand]);
    } else {
      out.push([op as Operator, normalize(operand as FieldValue)]);
    }
  }
  return out;
}

/** Whether a stored value satisfies one operator (the memory backend's evaluation). */
export function satisfies(value: Stored, op: Operator, operand: Stored | Stored[]): boolean {
  switch (op) {
    case 'eq':
      return value === operand;
    case 'ne':
      return value !== operand;
    case 'in':
      return (operand as Stored[]).includes(value);
    case 'nin':
      return !(operand as Stored[]).includes(value);
    case 'contains':
      return typeof value === 'string' && value.includes(operand as string);
    case 'prefix':
      return typeof value === 'string' && value.startsWith(operand as string);
    default: {
      if (value === null || operand === null) return false;
      const c = compareStored(value, operand as Stored);
      return op === 'gt' ? c > 0 : op === 'gte' ? c >= 0 : op === 'lt' ? c < 0 : c <= 0;
    }
  }
}

/** The keyword texts of a row as stored: lowercased, one per line. */
export function keywordText(texts: readonly (string | null | undefined)[] | undefined): string {
  if (!texts) return '';
  return texts
    .filter((t): t is string => typeof t === 'string' && t.length > 0)
    .map((t) => t.toLowerCase().replace(/\n/g, ' '))
    .join('\n');
}

/** The keyword a query looks for, or undefined when blank. */
export function keywordTerm(keyword: string | null | undefined): string | undefined {
  const term = keyword?.trim().toLowerCase().replace(/\n/g, ' ');
  return term ? term : undefined;
}

export function parseSortKey(key: SortKey<unknown> | string): { field: string; desc: boolean } {
  return key.startsWith('-') ? { field: key.slice(1), desc: true } : { field: key, desc: false };
}

/** Checks a declaration once, so a typo fails at start, not at the first query. */
export function checkSpec(spec: AnySpec): void {
  if (!NAME.test(spec.name)) throw new Error(`collection name "${spec.name}" must be letters, digits and underscores`);
  for (const field of Object.keys(spec.fields)) {
    if (!NAME.test(field)) throw new Error(`${spec.name}: field name "${field}" must be letters, digits and underscores`);
    if (field === 'id' || field === 'or') throw new Error(`${spec.name}: "${field}" is reserved`);
  }
  for (const index of spec.indexes ?? []) {
    for (const field of index)
      if (field !== 'id' && !(field in spec.fields)) throw new Error(`${spec.name}: index on unknown field "${String(field)}"`);
  }
}

export function checkField(spec: AnySpec, field: string): void {
  if (field !== 'id' && !(field in spec.fields)) throw new Error(`${spec.name}: "${field}" is not a declared field`);
}

export function checkId(spec: AnySpec, id: unknown): RowId {
  if ((typeof id === 'number' && Number.isSafeInteger(id)) || (typeof id === 'string' && id.length > 0)) return id;
  throw new Error(`${spec.name}: an id must be a safe integer or a non-empty text, not ${JSON.stringify(id)}`);
}

/**
 * A text that changes whenever the declaration does (names, fields, keyword texts, indexes and
 * the code of their extractors), so a store on disk written under another declaration is noticed.
 */
export function specSignature(spec: AnySpec): string {
  return JSON.stringify([
    spec.name,
    String(spec.id),
    Object.entries(spec.fields).map(([name, fn]) => [name, String(fn)]),
    spec.keywords ? String(spec.keywords) : null,
    spec.indexes ?? [],
  ]);
}
