/**
 * Builds the XSS gate's harness page (src/testing/xss-gate) on the test profile, without the
 * app's CSP: the gate must see what the rendering lets through, not what a policy hides.
 * XSS_GATE_SANITIZER=<file> swaps the sanitiser module for another implementation (used once to
 * show the gate catches the old hand-written sanitiser; see README "Security").
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { alias, sharedConfig } from '../../vite.config.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const sanitizer = process.env.XSS_GATE_SANITIZER;

export default defineConfig({
  ...sharedConfig,
  mode: 'test',
  root: here('../../src/testing/xss-gate'),
  logLevel: 'warn',
  resolve: {
    alias: [
      ...(sanitizer ? [{ find: /^@\/lib\/safe-html\/sanitize-html\.ts$/, replacement: sanitizer }] : []),
      ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
    ],
  },
  build: { outDir: here('../../.tmp/xss-gate'), emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 5000 },
});
