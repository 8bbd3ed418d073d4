// Lint rules. The dependency direction between folders is checked by dependency-cruiser
// (.dependency-cruiser.cjs); here: code rules, only src/lib/desktop touching window.desktop,
// pages reaching the network only through generated hooks, and tests and stories answering gateway
// calls through the generated MSW handlers instead of hand-written paths.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const DESKTOP_ONLY = {
  selector: "MemberExpression[object.name='window'][property.name='desktop']",
  message: 'Only src/lib/desktop touches window.desktop.',
};
// A gateway operation's path (/api/pc/…, /imclient-hospital/…, the chat gateway's /api/v1/…) in a
// string or template; the gateway base addresses themselves (config) are not paths.
const GATEWAY_PATH = String.raw`/\/api\/pc\/|\/imclient-hospital\/|\/api\/v1\//`;
const GATEWAY_PATH_MESSAGE =
  'Answer gateway calls with the generated MSW handler factories (generated/**/*.msw.ts, with src/testing/gateway-handlers.ts) and build request paths with the generated URL builders, not by hand.';
const NO_GATEWAY_PATHS = [
  { selector: `Literal[value=${GATEWAY_PATH}]`, message: GATEWAY_PATH_MESSAGE },
  { selector: `TemplateElement[value.raw=${GATEWAY_PATH}]`, message: GATEWAY_PATH_MESSAGE },
];
const TESTS_AND_STORIES = ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx'];

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
  {
    files: ['src/**/*.{ts,tsx}'],
    // The fake desktop shell for tests and stories plays the preload's part: it sets window.desktop.
    ignores: ['src/lib/desktop/**', 'src/testing/fake-desktop.ts'],
    rules: { 'no-restricted-syntax': ['error', DESKTOP_ONLY] },
  },
  // A later block replaces the rule's options, so tests and stories repeat DESKTOP_ONLY.
  {
    files: TESTS_AND_STORIES,
    ignores: ['src/lib/desktop/**'],
    rules: { 'no-restricted-syntax': ['error', DESKTOP_ONLY, ...NO_GATEWAY_PATHS] },
  },
  {
    files: TESTS_AND_STORIES.map((glob) => glob.replace('src/**', 'src/lib/desktop/**')),
    rules: { 'no-restricted-syntax': ['error', ...NO_GATEWAY_PATHS] },
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
