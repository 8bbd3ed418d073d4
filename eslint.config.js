// Lint rules, including the dependency direction of GUIDE.md section 2:
// app → features → shared | lib → generated; no feature imports another feature; generated/
// imports only the mutator; only src/lib/desktop touches window.desktop; electron/ shares only
// electron/shared with the renderer.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = (() => {
  try {
    return readdirSync('./src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
})();

const boundaryZones = [
  { target: './src/lib', from: ['./src/app', './src/features', './src/shared'], message: 'lib/ sits below app, features and shared.' },
  { target: './src/shared', from: ['./src/app', './src/features'], message: 'shared/ sits below app and features.' },
  { target: './src/features', from: './src/app', message: 'features/ must not import app/; compose features in app/.' },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature never imports another feature; compose them in app/.',
  })),
  { target: './generated', from: './src', except: ['./lib/http/mutator.ts'], message: 'generated/ imports only the mutator.' },
  {
    target: './src',
    from: './electron',
    except: ['./shared'],
    message: 'The renderer shares only electron/shared with the desktop shell.',
  },
  { target: './electron', from: './src', message: 'electron/ does not import the renderer.' },
  { target: './src', from: './mocks', message: 'The client never bundles the sandbox platform; use the sandbox profile.' },
];

export default tseslint.config(
  {
    ignores: ['generated/**', 'dist/**', 'storybook-static/**', 'node_modules/**', 'coverage/**', '.tmp/**', 'public/mockServiceWorker.js'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.web.json', 'tsconfig.node.json', 'tsconfig.electron.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/desktop/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='window'][property.name='desktop']",
          message: 'Only src/lib/desktop touches window.desktop.',
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
