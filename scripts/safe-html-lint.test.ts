/** The lint rule that keeps <SafeHtml> the only way HTML reaches the DOM. */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './lib/paths.ts';

const eslint = new ESLint({ cwd: repoRoot });

async function messages(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('project/')).map((m) => m.message);
}

describe('raw HTML lint rule', () => {
  it.each([
    ['dangerouslySetInnerHTML', "export const X = () => <div dangerouslySetInnerHTML={{ __html: 'x' }} />;"],
    ['an innerHTML write', "export function x(e: Element) { e.innerHTML = '<b>x</b>'; }"],
    ['insertAdjacentHTML', "export function x(e: Element) { e.insertAdjacentHTML('beforeend', '<b>x</b>'); }"],
    ['document.write', "export function x() { document.write('<b>x</b>'); }"],
  ])('forbids %s in a page', async (_name, code) => {
    expect(await messages(code, 'src/features/help-center/probe.tsx')).toEqual([expect.stringContaining('SafeHtml')]);
  });

  it('allows it in the SafeHtml component only', async () => {
    const code = "export const X = () => <div dangerouslySetInnerHTML={{ __html: 'x' }} />;";
    expect(await messages(code, 'src/shared/ui/safe-html/safe-html.tsx')).toEqual([]);
  });
});
