/**
 * Builds Storybook and renders every story in Chromium. A story fails when the page throws, logs
 * a console error, shows Storybook's error display, or renders nothing. Writes
 * test-results/storybook.json ({ passed, failed }) for `npm test`'s closing line.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from './lib/chromium.ts';
import { repoRoot } from './lib/paths.ts';
import { serveStatic } from './lib/static-server.ts';

const outDir = join(repoRoot, 'storybook-static');
if (!process.argv.includes('--no-build')) {
  execFileSync('npm', ['run', '-s', 'build-storybook'], { cwd: repoRoot, stdio: 'inherit' });
}
const index = JSON.parse(readFileSync(join(outDir, 'index.json'), 'utf8')) as {
  entries: Record<string, { id: string; type: string; title: string; name: string }>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const { url, server } = await serveStatic(outDir);
const browser = await launchChromium();
let passed = 0;
let failed = 0;
try {
  for (const story of stories) {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      // Failed loads are reported with their URL below; the browser's own line names none.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        problems.push(`console error: ${message.text()}`);
    });
    page.on('response', (response) => {
      // The browser asks for a favicon Storybook does not ship; nothing a story does.
      if (response.status() >= 400 && !response.url().endsWith('/favicon.ico'))
        problems.push(`HTTP ${response.status()} for ${response.url()}`);
    });
    await page.goto(`${url}/iframe.html?id=${story.id}&viewMode=story`, { waitUntil: 'networkidle' });
    // Any visible element inside the root: a story may render only fixed-position or portal content.
    await page
      .locator('#storybook-root *, .sb-show-errordisplay')
      .filter({ visible: true })
      .first()
      .waitFor({ timeout: 15_000 })
      .catch(() => problems.push('nothing rendered'));
    if (await page.locator('.sb-show-errordisplay').count())
      problems.push(`error display: ${await page.locator('#error-message').innerText()}`);
    if (problems.length === 0) {
      passed += 1;
      console.log(`  ✓ ${story.title} › ${story.name}`);
    } else {
      failed += 1;
      console.log(`  ✗ ${story.title} › ${story.name}\n    ${problems.join('\n    ')}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
mkdirSync(join(repoRoot, 'test-results'), { recursive: true });
writeFileSync(join(repoRoot, 'test-results', 'storybook.json'), JSON.stringify({ passed, failed }));
console.log(`storybook: ${passed} passed, ${failed} failed (${stories.length} stories)`);
process.exit(failed > 0 || stories.length === 0 ? 1 : 0);
