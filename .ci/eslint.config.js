// ESLint for the whole project (npm run lint). It lives in .ci/ to keep the top level to the agreed set.
import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import formatjs from 'eslint-plugin-formatjs';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = new URL('..', import.meta.url).pathname;

// The dependency arrows (docs/decisions/029-dependency-arrows-in-lint.md): a zone names what a folder (target) may
// not import (from).
const features = readdirSync(new URL('../src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const ui = ['./src/app', './src/features', './src/components', './src/hooks'];
// Feature folders that are no screen but the shared parts of several (the reading pages' community view).
const sharedFeatures = ['reading'];
// The editors' desk likewise: its screens share the desk's kit (desk/: the edit session's words, its status bar,
// fields, dialogs) and the body editor (editor/), never each other; the desk's root (AdminApp, AdminDesk) routes.
const deskFolders = readdirSync(new URL('../src/features/admin/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const deskShared = ['desk', 'editor'];
const arrows = [
  { target: './contracts', from: ['./src', './mocks', './tests', './stories'], message: 'contracts/ import nothing of ours but contracts/.' },
  { target: './src/api', from: ['./src/stores', './src/lib', ...ui], message: 'src/api/ knows no stores, helpers of the client or UI.' },
  { target: './src/lib', from: ['./src/stores', ...ui], message: 'src/lib/ holds pure helpers: no stores, no UI.' },
  { target: './src/i18n', from: ['./src/stores', ...ui], message: 'src/i18n/ knows no stores or UI.' },
  { target: './src/stores', from: ui, message: 'Stores know no screens, components or hooks.' },
  { target: './src/components', from: ['./src/stores', './src/features', './src/app', './src/hooks/StoresContext.tsx'], message: 'Leaf components take props, not stores.' },
  { target: './src/hooks', from: ['./src/features', './src/app', './src/components'], message: 'Hooks know no screens.' },
  // The app composes the pages (routes, layouts, the server's match): a page's loader lives beside the page.
  { target: './src/features', from: './src/app', message: 'Features know no app: the app composes them, never the other way (a page loader lives beside its page).' },
  { target: './src', from: ['./mocks', './tests', './stories'], except: [], message: 'src/ never imports mocks, tests or stories (main.tsx loads the mocks by a guarded dynamic import).' },
  // The API's rules (docs/decisions/055-the-rules-once-and-the-real-api.md) know only the contracts; the real API server binds them; the site (its
  // browser bundle and its page server) knows neither: it reaches the API over HTTP, through src/api/.
  {
    target: './src/rules',
    from: ['./src/api', './src/stores', './src/lib', './src/i18n', './src/server', './src/apiServer', './src/config.ts', ...ui],
    message: 'src/rules/ knows only contracts/ and itself: both the mock and the real API run it.',
  },
  {
    target: './src/apiServer',
    from: ['./src/api', './src/stores', './src/lib', './src/i18n', './src/server', './src/config.ts', ...ui],
    message: 'src/apiServer/ binds the rules to HTTP and PostgreSQL; it knows nothing of the site.',
  },
  {
    target: ['./src/api', './src/stores', './src/lib', './src/i18n', './src/server', './src/config.ts', './src/main.tsx', ...ui],
    from: ['./src/rules', './src/apiServer'],
    message: 'The site reaches the API over HTTP (src/api/), never its rules or server code.',
  },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`, ...sharedFeatures.filter((shared) => shared !== name).map((shared) => `./${shared}`)],
    message: sharedFeatures.includes(name)
      ? 'A shared feature folder imports no screen.'
      : 'Features do not import each other: share through components, stores, lib, hooks or a shared feature folder.',
  })),
  ...deskFolders.map((name) => ({
    target: `./src/features/admin/${name}`,
    from: './src/features/admin',
    except: [`./${name}`, ...deskShared.filter((shared) => shared !== name).map((shared) => `./${shared}`)],
    message: deskShared.includes(name)
      ? "The desk's shared kit imports no desk screen."
      : "Desk screens do not import each other: share through the desk's kit (admin/desk/) or the body editor (admin/editor/).",
  })),
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'dist-demo/**',
      'dist-server/**',
      'dist-api/**',
      'storybook-static/**',
      'reports/**',
      '.cache/**',
      '.parcel-cache/**',
      'mocks/public/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
      globals: { ...globals.browser },
    },
    plugins: { 'react-hooks': reactHooks, formatjs, 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: arrows }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      ...reactHooks.configs.recommended.rules,
      // Every message has an explicit id (the spec names some: error.invalidEmail …) and an English default.
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-invalid-icu': 'error',
      'formatjs/no-multiple-whitespaces': 'error',
      'formatjs/no-offset': 'error',
      'formatjs/enforce-plural-rules': ['error', { one: true, other: true }],
      // User-facing text goes through react-intl, never as a literal in JSX.
      'formatjs/no-literal-string-in-jsx': [
        'error',
        { props: { include: [['*', '{label,placeholder,title,alt,aria-label,aria-description}']] } },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { ignoreRestSiblings: true, argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Stories, tests and Storybook's own files: tooling conventions (default exports, literal fixtures).
    files: ['stories/**', 'tests/**', '.storybook/**', 'mocks/**', '**/*.d.ts'],
    rules: {
      'no-restricted-syntax': 'off',
      'formatjs/no-literal-string-in-jsx': 'off',
    },
  },
  {
    // A test checks what the API kept through the rules' own interface (mockPorts.store, or the API itself), not
    // by reading the mock's tables: so the check says what the rules promise, which the real database keeps too.
    // Writing to the tables to set a scenario up stays allowed. Not for stories, nor for the tests of the mock's own
    // persistence and of the real server.
    files: ['tests/**'],
    ignores: ['tests/mockPersistence.test.ts', 'tests/apiServer/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name=/^(findFirst|findMany|getAll|count)$/][callee.object.object.name='db']",
          message: "Read what the API kept through the rules' store (mockPorts.store, tests/storeReads.ts) or the API's own endpoints, not the mock's db.",
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The body editor (TipTap, ProseMirror) loads with the editors' desk only: no reader's bundle may pull it in.
    files: ['src/**'],
    ignores: ['src/features/admin/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@tiptap/*', 'prosemirror-*'], message: 'The editor lives in src/features/admin/ (the admin chunk).' }] },
      ],
    },
  },
  {
    // Stores hold behaviour, not UI: no React, no router, and no form library (they say a refusal as plain data,
    // src/lib/refusal.ts maps it for final-form).
    files: ['src/stores/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'wouter', 'final-form', 'react-final-form', 'react-intl'].map((name) => ({
            name,
            message: 'Stores know no UI, router or form library.',
          })),
          patterns: [
            { group: ['@tiptap/*', 'prosemirror-*'], message: 'Stores know no editor; it lives in src/features/admin/.' },
            {
              group: ['**/RootStore'],
              message: 'A store names what it uses in its constructor (stores/services.ts and the stores by name), never the RootStore that wires them.',
            },
          ],
        },
      ],
    },
  },
  {
    // The one guarded dynamic import of the mocks: only when the build turned them on.
    files: ['src/main.tsx'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: arrows.filter((zone) => zone.target !== './src') }] },
  },
);
