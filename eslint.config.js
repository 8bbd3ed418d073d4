// Lint rules. The dependency direction between folders is checked by dependency-cruiser
// (.dependency-cruiser.cjs); here: code rules, only src/lib/desktop touching window.desktop, HTML
// reaching the DOM only through <SafeHtml>, and pages reaching the network only through generated hooks.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const desktopRule = {
  selector: "MemberExpression[object.name='window'][property.name='desktop']",
  message: 'Only src/lib/desktop touches window.desktop.',
};

/** Platform and user HTML reaches the DOM only through <SafeHtml> (src/shared/ui/safe-html). */
const rawHtmlMessage = 'Render platform HTML with <SafeHtml html={...} /> (src/shared/ui/safe-html); nothing else writes HTML.';
const rawHtmlRules = [
  { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: rawHtmlMessage },
  { selector: "Property[key.name='dangerouslySetInnerHTML']", message: rawHtmlMessage },
  { selector: 'AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML|srcdoc)$/]', message: rawHtmlMessage },
  {
    selector: 'CallExpression[callee.property.name=/^(insertAdjacentHTML|createContextualFragment|parseHTMLUnsafe|setHTMLUnsafe)$/]',
    message: rawHtmlMessage,
  },
  { selector: "CallExpression[callee.object.name='document'][callee.property.name=/^write(ln)?$/]", message: rawHtmlMessage },
];

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
    rules: {
      'no-restricted-syntax': ['error', ...rawHtmlRules, desktopRule],
    },
  },
  {
    // The fake desktop shell for tests and stories plays the preload's part: it sets window.desktop.
    files: ['src/lib/desktop/**', 'src/testing/fake-desktop.ts'],
    rules: { 'no-restricted-syntax': ['error', ...rawHtmlRules] },
  },
  {
    // The one component that puts (sanitised) HTML into the DOM.
    files: ['src/shared/ui/safe-html/safe-html.tsx'],
    rules: { 'no-restricted-syntax': ['error', desktopRule] },
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
