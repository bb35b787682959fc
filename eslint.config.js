// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Import patterns for each layer of DESIGN §2; imports flow one way only. */
const layer = {
  model: ['**/shared/model', '**/shared/model/**'],
  rules: ['**/shared/rules', '**/shared/rules/**'],
  access: ['**/shared/access', '**/shared/access/**'],
  contracts: ['**/shared/contracts', '**/shared/contracts/**'],
  api: ['**/shared/api', '**/shared/api/**'],
  state: ['**/shared/state', '**/shared/state/**'],
  i18n: ['**/shared/i18n', '**/shared/i18n/**'],
  ui: ['**/shared/ui', '**/shared/ui/**'],
  widgets: ['**/widgets', '**/widgets/**'],
  admin: ['**/admin', '**/admin/**'],
  server: ['**/server', '**/server/**'],
};

/** @param {string} message @param {string[][]} groups */
const forbid = (message, ...groups) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: groups.flat(), message }] }],
});

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      '.data',
      'test-results',
      'playwright-report',
      'shared/i18n/locales/**/*.ts',
      'shared/model/message-ids.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        // Rest siblings: `const { tab, ...rest } = query` is how a key is left out of an object.
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['shared/model/**', 'shared/rules/**', 'shared/access/**'],
    rules: forbid(
      'shared/model, rules and access are the bottom layer: no contracts, API, state, i18n, UI or app code.',
      layer.contracts,
      layer.api,
      layer.state,
      layer.i18n,
      layer.ui,
      layer.widgets,
      layer.admin,
      layer.server,
      ['react', 'react-dom', 'preact', 'preact/*'],
    ),
  },
  {
    files: ['shared/contracts/**'],
    rules: forbid(
      'shared/contracts may import only shared/model, rules and access: the server reads them too.',
      layer.api,
      layer.state,
      layer.i18n,
      layer.ui,
      layer.widgets,
      layer.admin,
      layer.server,
      ['react', 'react-dom', 'preact', 'preact/*'],
    ),
  },
  {
    files: ['shared/api/**', 'shared/state/**', 'shared/i18n/**'],
    rules: forbid(
      'shared/api, state and i18n may import only shared/model, rules, access and contracts.',
      layer.ui,
      layer.widgets,
      layer.admin,
      layer.server,
    ),
  },
  {
    files: ['shared/ui/**'],
    rules: forbid(
      'shared/ui may not import the apps or the server.',
      layer.widgets,
      layer.admin,
      layer.server,
    ),
  },
  {
    files: ['widgets/**'],
    rules: forbid('widgets/ never import admin/ or server/.', layer.admin, layer.server),
  },
  {
    files: ['admin/**'],
    rules: forbid('admin/ never imports widgets/ or server/.', layer.widgets, layer.server),
  },
  {
    files: ['server/**'],
    rules: forbid(
      'server/ may import shared/model, rules, access and contracts only.',
      layer.api,
      layer.state,
      layer.i18n,
      layer.ui,
      layer.widgets,
      layer.admin,
    ),
  },
);
