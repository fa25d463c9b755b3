// ESLint for the whole project (npm run lint). It lives in .ci/ to keep the top level to the agreed set.
import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = new URL('..', import.meta.url).pathname;

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'dist-demo/**',
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
    plugins: { 'react-hooks': reactHooks, formatjs },
    rules: {
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
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // src/ never imports mocks/ (but for the one guarded dynamic import in main.tsx).
    files: ['src/**'],
    ignores: ['src/main.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/mocks/**'], message: 'src/ must not import mocks/.' }] }],
    },
  },
);
