/**
 * Reads the first sheet of an .xlsx file as rows of text cells, in the browser (the invalid-contact
 * import's preview) and in the sandbox (which must check the same file again) alike.
 *
 * Why not a spreadsheet library: none is installed (exceljs is not a dependency), and an import of
 * a few columns of text needs only the sheet's cell values. An .xlsx file is a zip of XML parts;
 * fflate (already a dependency, it writes the sandbox's exports) unzips it and a small tokenizer
 * reads the cells. No DOMParser: the sandbox also runs in Node, where there is none. What it reads:
 * shared strings (what Excel and WPS write), inline strings (what the sandbox and many generators
 * write), numbers, booleans and cached formula results; cells placed by their `r` reference, so
 * skipped empty cells and rows keep their positions. What it ignores: styles (a date arrives as its
 * serial number), merged cells, every sheet but the first.
 */
import { strFromU8, unzipSync, type Unzipped } from 'fflate';

export class XlsxReadError extends Error {}

/** Rows of the first sheet: index 0 is the sheet's row 1; an empty row is []; trailing empty cells trimmed. */
export type SheetRows = string[][];

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|lt|gt|amp|quot|apos);/g, (_, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name] ?? '';
  });
}

/** The text of a string item (`<si>` or `<is>`): its `<t>` runs joined, phonetic hints (`<rPh>`) left out. */
function textOf(xml: string): string {
  const withoutPhonetic = xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '');
  let text = '';
  for (const m of withoutPhonetic.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>|<t(?:\s[^>]*)?\/>/g)) text += decodeXml(m[1] ?? '');
  return text;
}

function attr(attrs: string, name: string): string | undefined {
  const m = new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attrs);
  return m ? decodeXml(m[1] ?? '') : undefined;
}

/** Zero-based column of a cell reference: A1 → 0, AA7 → 26. */
function columnIndex(ref: string): number | undefined {
  const letters = /^([A-Z]+)\d*$/i.exec(ref)?.[1];
  if (!letters) return undefined;
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

function part(files: Unzipped, name: string): string | undefined {
  const bytes = files[name];
  return bytes ? strFromU8(bytes) : undefined;
}

/** The first sheet's part, as the workbook and its relationships name it. */
function firstSheetPath(files: Unzipped): string {
  const workbook = part(files, 'xl/workbook.xml');
  const rels = part(files, 'xl/_rels/workbook.xml.rels');
  const sheetAttrs = workbook && /<sheet\s([^>]*?)\/?>/.exec(workbook)?.[1];
  const relId = sheetAttrs && attr(sheetAttrs, 'r:id');
  if (relId && rels) {
    for (const m of rels.matchAll(/<Relationship\s([^>]*?)\/?>/g)) {
      const attrs = m[1] ?? '';
      if (attr(attrs, 'Id') !== relId) continue;
      const target = attr(attrs, 'Target') ?? '';
      const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
      if (files[path]) return path;
    }
  }
  const fallback = Object.keys(files)
    .filter((name) => /^xl\/worksheets\/[^/]+\.xml$/.test(name))
    .sort()[0];
  if (!fallback) throw new XlsxReadError('no worksheet');
  return fallback;
}

function cellValue(type: string | undefined, inner: string, shared: readonly string[]): string {
  if (type === 'inlineStr') return textOf(/<is>([\s\S]*?)<\/is>/.exec(inner)?.[1] ?? '');
  const raw = decodeXml(/<v>([\s\S]*?)<\/v>/.exec(inner)?.[1] ?? '');
  if (type === 's') return shared[Number(raw)] ?? '';
  if (type === 'b') return raw === '1' ? 'TRUE' : raw === '0' ? 'FALSE' : raw;
  return raw;
}

/** The first sheet's cells as text; throws XlsxReadError when the bytes are not an .xlsx workbook. */
export function readFirstSheet(bytes: Uint8Array): SheetRows {
  let files: Unzipped;
  try {
    files = unzipSync(bytes);
  } catch {
    throw new XlsxReadError('not a zip file');
  }
  const sheet = part(files, firstSheetPath(files));
  if (sheet === undefined) throw new XlsxReadError('no worksheet');
  const sharedXml = part(files, 'xl/sharedStrings.xml') ?? '';
  const shared = [...sharedXml.matchAll(/<si>([\s\S]*?)<\/si>|<si\/>/g)].map((m) => textOf(m[1] ?? ''));

  const rows: SheetRows = [];
  let nextRow = 0;
  for (const rowMatch of sheet.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const r = Number(attr(rowMatch[1] ?? '', 'r'));
    const index = Number.isInteger(r) && r > 0 ? r - 1 : nextRow;
    nextRow = index + 1;
    const cells: string[] = [];
    let nextCol = 0;
    for (const cellMatch of (rowMatch[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = cellMatch[1] ?? '';
      const col = columnIndex(attr(attrs, 'r') ?? '') ?? nextCol;
      nextCol = col + 1;
      cells[col] = cellValue(attr(attrs, 't'), cellMatch[2] ?? '', shared);
    }
    const dense = Array.from(cells, (c) => c ?? '');
    while (dense.length > 0 && dense[dense.length - 1]?.trim() === '') dense.pop();
    rows[index] = dense;
  }
  const filled = Array.from(rows, (row) => row ?? []);
  while (filled.length > 0 && filled[filled.length - 1]?.length === 0) filled.pop();
  return filled;
}
