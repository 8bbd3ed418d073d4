/**
 * Finds the places where a Vitest or Playwright file narrows or thins the run: `.only` (never
 * allowed: one forgotten `.only` quietly runs one test and drops the rest) and skips — `.skip`,
 * `.todo`, `.fixme`, `.skipIf`, `.runIf`, and a test's own `ctx.skip()` / `test.skip()` — which
 * are allowed only with a reason written beside them:
 *
 * - a description argument: `test.skip(isWindows, 'the shell has no tray here')`,
 *   `test.fixme(cond, 'reason')`, `ctx.skip('reason')`;
 * - or a comment on the statement, above it or at the end of its line:
 *   `// the sandbox has no SMS gateway for this code path yet` then `it.todo('…')`.
 *
 * Read with the TypeScript parser, so strings and comments that merely mention `.only` are not
 * markers. `npm test` runs the check over every test file (scripts/check-test-markers.ts) and
 * matches skipped tests in the runners' reports against the reasons found here.
 */
import { globSync } from 'node:fs';
import ts from 'typescript';

/** Every file Vitest (vitest.config.ts) or Playwright (playwright.config.ts) loads tests from. */
export const TEST_FILE_PATTERNS = [
  'src/**/*.test.{ts,tsx}',
  'scripts/**/*.test.ts',
  'mocks/**/*.test.ts',
  'electron/**/*.test.ts',
  'contracts/**/*.test.ts',
  'e2e/**/*.ts',
];

/** The test files under `root`, relative to it, sorted. */
export function testFiles(root: string): string[] {
  return globSync(TEST_FILE_PATTERNS, { cwd: root, exclude: (name) => name === 'node_modules' }).sort();
}

export type MarkerKind = 'only' | 'skip' | 'todo' | 'fixme' | 'skipIf' | 'runIf';

export interface TestMarker {
  file: string;
  /** 1-based line of the marker. */
  line: number;
  kind: MarkerKind;
  /** The title of the test or group the marker applies to, when written as a plain string. */
  title?: string;
  /** The reason written beside it (description argument or comment), if any. */
  reason?: string;
}

/** The names Vitest and Playwright declare tests and groups with. */
const TEST_ROOTS = new Set(['it', 'test', 'describe', 'suite', 'bench']);
const MARKERS = new Set<string>(['only', 'skip', 'todo', 'fixme', 'skipIf', 'runIf']);
/** Comments that are tool directives, not reasons. */
const DIRECTIVE = /^(eslint-|@ts-|prettier-ignore|istanbul |c8 |v8 )/;
/** A reason says something: a few words, not "todo" or "skip". */
const MIN_REASON_LENGTH = 10;

/** `test.describe.only` → ['test', 'describe', 'only']; undefined unless names all the way down. */
function chain(expression: ts.Expression): string[] | undefined {
  if (ts.isIdentifier(expression)) return [expression.text];
  if (ts.isPropertyAccessExpression(expression)) {
    const left = chain(expression.expression);
    return left ? [...left, expression.name.text] : undefined;
  }
  // `it.each([...]).skip` is not a thing, but `describe.skipIf(cond)` is called again with the title.
  return undefined;
}

function stringValue(node: ts.Node | undefined): string | undefined {
  if (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) return node.text;
  if (node && ts.isTemplateExpression(node)) return node.getText().slice(1, -1);
  return undefined;
}

const isFunction = (node: ts.Node | undefined) => node !== undefined && (ts.isArrowFunction(node) || ts.isFunctionExpression(node));

/** A declaration call: `it('title', fn)`, `test.skip('title', fn)`, `it.todo('title')`, `describe.skipIf(c)('title', fn)`. */
function declarationTitle(call: ts.CallExpression): string | undefined {
  const names = chain(call.expression) ?? (ts.isCallExpression(call.expression) ? chain(call.expression.expression) : undefined);
  if (!names || !TEST_ROOTS.has(names[0] ?? '')) return undefined;
  return stringValue(call.arguments[0]);
}

/** The title of the test whose body holds `node`. */
function enclosingTestTitle(node: ts.Node): string | undefined {
  for (let current = node.parent; current; current = current.parent) {
    if (ts.isCallExpression(current) && current.arguments.some((arg) => isFunction(arg) && isAncestor(arg, node))) {
      const title = declarationTitle(current);
      if (title !== undefined) return title;
    }
  }
  return undefined;
}

function isAncestor(ancestor: ts.Node, node: ts.Node): boolean {
  for (let current: ts.Node | undefined = node; current; current = current.parent) if (current === ancestor) return true;
  return false;
}

function commentText(source: string, range: ts.CommentRange): string {
  const raw = source.slice(range.pos, range.end);
  return (range.kind === ts.SyntaxKind.SingleLineCommentTrivia ? raw.replace(/^\/\/+/, '') : raw.replace(/^\/\*+|\*+\/$/g, ''))
    .split('\n')
    .map((line) => line.replace(/^\s*\*?\s?/, '').trim())
    .filter(Boolean)
    .join(' ');
}

/** The comment that explains the statement holding `node`: just above it, or at the end of its line. */
function reasonComment(sourceFile: ts.SourceFile, node: ts.Node): string | undefined {
  let statement: ts.Node = node;
  while (statement.parent && !ts.isBlock(statement.parent) && !ts.isSourceFile(statement.parent)) statement = statement.parent;
  const text = sourceFile.text;
  const leading = ts.getLeadingCommentRanges(text, statement.getFullStart()) ?? [];
  // TypeScript's trailing comments of a statement are the ones on the rest of its last line.
  const sameLine = ts.getTrailingCommentRanges(text, statement.getEnd()) ?? [];
  // Only the comments right above the statement (no blank line between) speak for it.
  const above: ts.CommentRange[] = [];
  for (const range of [...leading].reverse()) {
    const gap = text.slice(range.end, above[0]?.pos ?? statement.getStart(sourceFile));
    if ((gap.match(/\n/g) ?? []).length > 1) break;
    above.unshift(range);
  }
  const reason = [...above, ...sameLine]
    .map((range) => commentText(text, range))
    .filter((comment) => !DIRECTIVE.test(comment))
    .join(' ')
    .trim();
  return reason.length >= MIN_REASON_LENGTH ? reason : undefined;
}

/**
 * The description argument of a skip that is not a declaration: `test.skip(cond, 'why')`,
 * `ctx.skip('why')`. In `it.skip('title', fn)` or `it.todo('title')` the string is the title.
 */
function descriptionArgument(call: ts.CallExpression, names: string[]): string | undefined {
  const isDeclaration = TEST_ROOTS.has(names[0] ?? '') && stringValue(call.arguments[0]) !== undefined;
  if (isDeclaration) return undefined;
  const description = [...call.arguments]
    .reverse()
    .map(stringValue)
    .find((value) => value !== undefined);
  return description && description.trim().length >= MIN_REASON_LENGTH ? description.trim() : undefined;
}

function markerKind(names: string[], insideTest: boolean): MarkerKind | undefined {
  const marker = names.slice(1).find((name) => MARKERS.has(name)) as MarkerKind | undefined;
  if (TEST_ROOTS.has(names[0] ?? '')) return marker;
  // A test's own context: `ctx.skip()`, `context.skip(note)`, or `skip()` taken from it.
  if (insideTest && (names.at(-1) === 'skip' || (names.length === 1 && names[0] === 'skip'))) return 'skip';
  return undefined;
}

export function findTestMarkers(source: string, file: string): TestMarker[] {
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const markers: TestMarker[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const names = chain(node.expression);
      const insideTest = enclosingTestTitle(node) !== undefined;
      const kind = names ? markerKind(names, insideTest) : undefined;
      if (kind) {
        // `describe.skipIf(cond)` is called again with the title: the outer call declares.
        const outer = ts.isCallExpression(node.parent) && node.parent.expression === node ? node.parent : undefined;
        const declared = declarationTitle(outer ?? node);
        const title = TEST_ROOTS.has(names?.[0] ?? '') && declared !== undefined ? declared : enclosingTestTitle(node);
        const reason = descriptionArgument(node, names ?? []) ?? reasonComment(sourceFile, node);
        const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
        markers.push({ file, line: line + 1, kind, ...(title !== undefined ? { title } : {}), ...(reason ? { reason } : {}) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return markers;
}

/** What is wrong with these markers: every `.only`, and every skip without a reason. */
export function markerProblems(markers: TestMarker[]): string[] {
  return markers
    .filter((marker) => marker.kind === 'only' || !marker.reason)
    .map((marker) => {
      const where = `${marker.file}:${marker.line}${marker.title ? ` (${marker.title})` : ''}`;
      return marker.kind === 'only'
        ? `${where}: .only runs this and drops every other test; remove it`
        : `${where}: .${marker.kind} without a reason; write why beside it (a description argument or a comment)`;
    });
}
