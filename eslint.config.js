// Lint rules. The dependency direction between folders is checked by dependency-cruiser
// (.dependency-cruiser.cjs); here: code rules, only src/lib/desktop touching window.desktop, and
// pages reaching the network only through generated hooks.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const desktopSeam = {
  selector: "MemberExpression[object.name='window'][property.name='desktop']",
  message: 'Only src/lib/desktop touches window.desktop.',
};
// `expect(list.every(check)).toBe(true)` passes on an empty list; expectEvery fails on it.
const everyOnEmptyList = {
  selector: "CallExpression[callee.name='expect'] > CallExpression.arguments[callee.property.name='every']",
  message: 'Passes on an empty list: use expectEvery(list, check) from test-support/expect-every.ts.',
};
const TEST_FILES = ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'];
const DESKTOP_SEAM_FILES = { files: ['src/**/*.{ts,tsx}'], ignores: ['src/lib/desktop/**', 'src/testing/fake-desktop.ts'] };

export default tseslint.config(
  {
    ignores: [
      'generated/**',
      'dist/**',
      'storybook-static/**',
      'node_modules/**',
      'coverage/**',
      '.tmp/**',
      '.storybook/public/**',
      'test-results/**',
      'test-reports/**',
      'playwright-report/**',
      'dist-electron/**',
      'release/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // A later block's no-restricted-syntax replaces an earlier one's, so test files in src list both.
  { files: TEST_FILES, rules: { 'no-restricted-syntax': ['error', everyOnEmptyList] } },
  // The fake desktop shell for tests and stories plays the preload's part: it sets window.desktop.
  { ...DESKTOP_SEAM_FILES, rules: { 'no-restricted-syntax': ['error', desktopSeam] } },
  {
    files: ['src/**/*.test.{ts,tsx}'],
    ignores: DESKTOP_SEAM_FILES.ignores,
    rules: { 'no-restricted-syntax': ['error', desktopSeam, everyOnEmptyList] },
  },
  {
    files: ['src/features/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}', 'src/shared/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'openapi-fetch',
                '**/lib/http/mutator*',
                '**/lib/http/prepare-request*',
                '**/lib/http/interpret-response*',
                '**/lib/http/openapi-middleware*',
              ],
              message: 'Pages consume generated hooks only.',
            },
          ],
          paths: [{ name: 'msw', message: 'No mocks in the app.' }],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Pages consume generated hooks only; nothing else talks to the network.' },
      ],
    },
  },
);
