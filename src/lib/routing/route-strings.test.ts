/**
 * The gate for typed links: no route string is built by hand outside the registry. It reads every
 * source file under src/ (tests and stories aside) with the TypeScript parser and fails on a
 * string or template whose text starts like an address of the app — `/dashbord`, `#/order/…`,
 * `/${name}` — naming the file and line. Build addresses with `linkTo` (src/lib/routing/links.ts).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { getGetCustomerListUrl } from '@generated/main/customer/customer';
import { ROUTES } from './routes.ts';

const SRC = join(import.meta.dirname, '..', '..');
const ALLOWED = [/^lib\/routing\//, /\.test\.tsx?$/, /\.stories\.tsx$/, /^testing\//];

/** First path segments of every route (`dashbord`, `order`, `404`…). */
const FIRST_SEGMENTS = [...new Set(Object.values(ROUTES).map((route) => route.path.split('/')[1] as string))];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
const ROUTE_TEXT = new RegExp(`^#?/(${FIRST_SEGMENTS.map(escape).join('|')})(?=$|[/?#])`);
/** A template that starts an address and fills the rest in: `/${name}`, `#/${path}`. */
const OPEN_TEMPLATE_HEAD = /^#?\/$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** `file:line text` for every hand-built route string in one source text. */
export function findRouteStrings(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const report = (node: ts.Node, value: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${fileName}:${line + 1} ${JSON.stringify(value)}`);
  };
  const visit = (node: ts.Node) => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && ROUTE_TEXT.test(node.text)) report(node, node.text);
    if (ts.isTemplateExpression(node) && (ROUTE_TEXT.test(node.head.text) || OPEN_TEMPLATE_HEAD.test(node.head.text)))
      report(node, node.getText(source));
    if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer) && node.initializer.text === '/')
      report(node, '/');
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('route strings', () => {
  it('recognises what a hand-built route looks like', () => {
    const sample = [
      "navigate('/dashbord');",
      'const a = `/order/alllist?id=${id}&open=true`;',
      'const b = `/${route}`;',
      "const c = '#/hospital/contract?id=1';",
      'const d = <Link to="/">home</Link>;',
      // Not routes: other slashes, the API's own paths, a route name without the slash.
      `const e = '${getGetCustomerListUrl()}'; const f = 'order/alllist'; const g = a.split('/'); const h = '/dashboardx';`,
    ].join('\n');
    expect(findRouteStrings('sample.tsx', sample)).toEqual([
      'sample.tsx:1 "/dashbord"',
      'sample.tsx:2 "`/order/alllist?id=${id}&open=true`"',
      'sample.tsx:3 "`/${route}`"',
      'sample.tsx:4 "#/hospital/contract?id=1"',
      'sample.tsx:5 "/"',
    ]);
  });

  it('are built only in the registry (src/lib/routing): everywhere else through linkTo', () => {
    const offenders = sourceFiles(SRC)
      .map((path) => relative(SRC, path).replaceAll('\\', '/'))
      .filter((path) => !ALLOWED.some((pattern) => pattern.test(path)))
      .flatMap((path) => findRouteStrings(path, readFileSync(join(SRC, path), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
