// Lint rules. The dependency direction between folders is checked by dependency-cruiser
// (.dependency-cruiser.cjs); here: code rules, and the project's own restrictions, each a rule of
// its own (see `project` below): only src/lib/desktop touching window.desktop, HTML reaching the DOM
// only through <SafeHtml>, toasts and dialogs going through the one feedback holder (src/lib/feedback),
// tests and stories answering gateway calls through the generated MSW handlers, and pages reaching
// the network only through generated hooks.
import js from '@eslint/js';
import { builtinRules } from 'eslint/use-at-your-own-risk';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * ESLint keeps one set of options per rule, and a later config block replaces an earlier one's, so
 * restrictions written as `no-restricted-syntax` would overwrite each other where their files
 * overlap. Each restriction is therefore a rule of its own (the same core rule under another name):
 * blocks compose, and a rule's name in a report says which restriction fired.
 */
const restrictedSyntax = builtinRules.get('no-restricted-syntax');
const project = {
  rules: {
    'desktop-bridge': restrictedSyntax,
    'raw-html': restrictedSyntax,
    'gateway-paths': restrictedSyntax,
    'every-on-empty': restrictedSyntax,
    'static-dialogs': restrictedSyntax,
  },
};

const DESKTOP_ONLY = {
  selector: "MemberExpression[object.name='window'][property.name='desktop']",
  message: 'Only src/lib/desktop touches window.desktop.',
};

/** Platform and user HTML reaches the DOM only through <SafeHtml> (src/shared/ui/safe-html). */
const rawHtmlMessage = 'Render platform HTML with <SafeHtml html={...} /> (src/shared/ui/safe-html); nothing else writes HTML.';
const RAW_HTML = [
  { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: rawHtmlMessage },
  { selector: "Property[key.name='dangerouslySetInnerHTML']", message: rawHtmlMessage },
  { selector: 'AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML|srcdoc)$/]', message: rawHtmlMessage },
  {
    selector: 'CallExpression[callee.property.name=/^(insertAdjacentHTML|createContextualFragment|parseHTMLUnsafe|setHTMLUnsafe)$/]',
    message: rawHtmlMessage,
  },
  { selector: "CallExpression[callee.object.name='document'][callee.property.name=/^write(ln)?$/]", message: rawHtmlMessage },
];

// A gateway operation's path (/api/pc/…, /imclient-hospital/…, the chat gateway's /api/v1/…) in a
// string or template; the gateway base addresses themselves (config) are not paths.
const GATEWAY_PATH = String.raw`/\/api\/pc\/|\/imclient-hospital\/|\/api\/v1\//`;
const GATEWAY_PATH_MESSAGE =
  'Answer gateway calls with the generated MSW handler factories (generated/**/*.msw.ts, with src/testing/gateway-handlers.ts) and build request paths with the generated URL builders, not by hand.';
const NO_GATEWAY_PATHS = [
  { selector: `Literal[value=${GATEWAY_PATH}]`, message: GATEWAY_PATH_MESSAGE },
  { selector: `TemplateElement[value.raw=${GATEWAY_PATH}]`, message: GATEWAY_PATH_MESSAGE },
];
/** antd's static dialogs render outside the one provider (src/lib/feedback holds the themed ones). */
const STATIC_DIALOGS = {
  selector: "CallExpression[callee.object.name='Modal'][callee.property.name=/^(confirm|info|success|error|warning|warn)$/]",
  message: "antd's static dialogs miss the theme and the language: use feedback.modal (src/lib/feedback).",
};

/**
 * antd's static message and notification (and App, whose holder is src/app/feedback-holder.tsx)
 * render outside the one provider: no theme, no language. Everything else calls `feedback`.
 */
const ANTD_STATIC_FEEDBACK = {
  name: 'antd',
  importNames: ['App', 'message', 'notification'],
  message:
    'Toasts, notifications and dialogs go through feedback (src/lib/feedback): one holder inside the theme, downloaded after the first paint.',
};

const TESTS_AND_STORIES = ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx'];
// `expect(list.every(check)).toBe(true)` passes on an empty list; expectEvery fails on it.
const EVERY_ON_EMPTY_LIST = {
  selector: "CallExpression[callee.name='expect'] > CallExpression.arguments[callee.property.name='every']",
  message: 'Passes on an empty list: use expectEvery(list, check) from test-support/expect-every.ts.',
};
const TEST_FILES = ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'];

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
    plugins: { 'react-hooks': reactHooks, project },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: TEST_FILES, rules: { 'project/every-on-empty': ['error', EVERY_ON_EMPTY_LIST] } },
  {
    files: ['src/**/*.{ts,tsx}'],
    // The fake desktop shell for tests and stories plays the preload's part: it sets window.desktop.
    ignores: ['src/lib/desktop/**', 'src/testing/fake-desktop.ts'],
    rules: { 'project/desktop-bridge': ['error', DESKTOP_ONLY] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    // The one component that puts (sanitised) HTML into the DOM.
    ignores: ['src/shared/ui/safe-html/safe-html.tsx'],
    rules: { 'project/raw-html': ['error', ...RAW_HTML] },
  },
  { files: ['src/**/*.{ts,tsx}'], rules: { 'project/static-dialogs': ['error', STATIC_DIALOGS] } },
  {
    files: TESTS_AND_STORIES,
    rules: { 'project/gateway-paths': ['error', ...NO_GATEWAY_PATHS] },
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
          paths: [{ name: 'msw', message: 'No mocks in the app.' }, ANTD_STATIC_FEEDBACK],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Pages consume generated hooks only; nothing else talks to the network.' },
      ],
    },
  },
  {
    // The libraries too: only src/lib/feedback holds antd's message and notification.
    files: ['src/lib/**/*.{ts,tsx}'],
    ignores: ['src/lib/feedback/**', '**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [ANTD_STATIC_FEEDBACK] }] },
  },
);
