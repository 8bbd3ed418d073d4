// Lint rules. The dependency direction between folders is checked by dependency-cruiser
// (.dependency-cruiser.cjs); here: code rules, only src/lib/desktop touching window.desktop,
// pages reaching the network only through generated hooks, and toasts and dialogs going through
// the one feedback holder (src/lib/feedback).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='window'][property.name='desktop']",
          message: 'Only src/lib/desktop touches window.desktop.',
        },
        {
          selector: "CallExpression[callee.object.name='Modal'][callee.property.name=/^(confirm|info|success|error|warning|warn)$/]",
          message: "antd's static dialogs miss the theme and the language: use feedback.modal (src/lib/feedback).",
        },
      ],
    },
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
          paths: [
            { name: 'msw', message: 'No mocks in the app.' },
            {
              name: 'antd',
              importNames: ['App', 'message', 'notification'],
              message:
                'Toasts, notifications and dialogs go through feedback (src/lib/feedback): one holder inside the theme, downloaded after the first paint.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Pages consume generated hooks only; nothing else talks to the network.' },
      ],
    },
  },
);
