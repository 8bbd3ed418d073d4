/**
 * The project's own lint rules (eslint.config.js) do what they say: tests and stories answer
 * gateway calls through the generated MSW handlers, never a hand-written gateway path.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './lib/paths.ts';

const eslint = new ESLint({ cwd: repoRoot });

async function restricted(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('project/')).map((m) => m.message);
}

describe('eslint.config.js', () => {
  it('rejects a hand-written gateway path in tests and stories, as a string or a template', async () => {
    const code = [
      "import { http } from 'msw';",
      "const MAIN = 'http://gw-main.test';",
      "export const a = http.get('*/api/pc/1.0/common/userConfig/getUserConfig', () => undefined);",
      'export const b = `${MAIN}/api/pc/2.0/transferTreatmentOrder/getOrderListData`;',
      "export const c = '*/imclient-hospital/api/v1/chats';",
      "export const d = '/api/v1/chats/unread_message';",
    ].join('\n');
    for (const file of ['src/features/x/x.test.tsx', 'src/lib/x/x.test.ts', 'src/features/x/x.stories.tsx']) {
      const messages = await restricted(code, file);
      expect(messages).toHaveLength(4);
      expect(messages[0]).toMatch(/generated MSW handler factories/);
    }
  });

  it('lets a gateway base address (configuration, not an operation path) through', async () => {
    expect(await restricted("export const base = 'http://127.0.0.1:4010/imclient-hospital';", 'src/lib/x/x.test.ts')).toEqual([]);
  });

  it('still keeps window.desktop to src/lib/desktop in tests', async () => {
    expect(await restricted('export const d = window.desktop;', 'src/features/x/x.test.tsx')).toEqual([
      'Only src/lib/desktop touches window.desktop.',
    ]);
  });

  it("keeps antd's static message, notification and App to the one feedback holder, in pages and libraries alike", async () => {
    const code = "import { message, notification } from 'antd';\nmessage.info('x');\nnotification.info({ title: 'x' });";
    const restrictedImports = async (filePath: string) => {
      const [result] = await eslint.lintText(code, { filePath });
      return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').length;
    };
    for (const file of ['src/features/x/x.tsx', 'src/app/x.tsx', 'src/shared/ui/x/x.tsx', 'src/lib/x/x.ts']) {
      expect(await restrictedImports(file), file).toBe(2);
    }
    expect(await restrictedImports('src/lib/feedback/x.ts')).toBe(0);
    expect(await restricted("import { Modal } from 'antd';\nModal.confirm({ title: 'x' });", 'src/lib/x/x.ts')).toEqual([
      "antd's static dialogs miss the theme and the language: use feedback.modal (src/lib/feedback).",
    ]);
  });

  it('applies every restriction where their files overlap (one rule per restriction, so none replaces another)', async () => {
    const code = [
      "export const a = '*/api/pc/1.0/common/userConfig/getUserConfig';",
      'export const d = window.desktop;',
      'document.body.innerHTML = a;',
    ].join('\n');
    const [result] = await eslint.lintText(code, { filePath: 'src/features/x/x.test.tsx' });
    expect((result?.messages ?? []).map((m) => m.ruleId).sort()).toEqual([
      'project/desktop-bridge',
      'project/gateway-paths',
      'project/raw-html',
    ]);
  });
});
