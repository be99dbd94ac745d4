import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importPlugin from 'eslint-plugin-import';
import i18next from 'eslint-plugin-i18next';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';

// One zone per feature folder: a feature may import only itself (compose features in src/app).
const featureZones = existsSync('src/features')
  ? readdirSync('src/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map(({ name }) => ({
        target: `./src/features/${name}`,
        from: './src/features',
        except: [`./${name}`],
      }))
  : [];

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'dist-server/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', '__tests__/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, import: importPlugin },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Import direction: shared → api/entities → features → app; features never import each other.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/shared',
              from: ['./src/api', './src/entities', './src/features', './src/app'],
            },
            { target: './src/api', from: ['./src/features', './src/app'] },
            { target: './src/entities', from: ['./src/features', './src/app'] },
            { target: './src/features', from: './src/app' },
            ...featureZones,
            // The back office reuses src/shared and never a storefront layer, save
            // the API's base URL and error reading; the storefront never imports it.
            {
              target: './src/admin',
              from: ['./src/app', './src/features', './src/entities', './src/api'],
              except: ['./config.ts', './errors.ts'],
            },
            {
              target: [
                './src/app',
                './src/features',
                './src/entities',
                './src/api',
                './src/shared',
              ],
              from: './src/admin',
            },
            { target: './src/admin/features', from: './src/admin/app' },
          ],
        },
      ],
    },
  },
  {
    // A cycle makes load order decide behaviour and blocks code-splitting; none anywhere.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/ignore': ['node_modules'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Drizzle relations() name tables of other area files inside lazy callbacks (relations sit
    // beside their tables), so these imports run in any order.
    files: ['server/db/schema/*.ts'],
    rules: { 'import/no-cycle': 'off' },
  },
  {
    // Server layers point one way: routes → services → db; schemas and lib below all.
    files: ['server/**/*.ts'],
    plugins: { import: importPlugin },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './server/services', from: ['./server/routes', './server/plugins'] },
            {
              target: './server/db',
              from: ['./server/routes', './server/services', './server/plugins'],
            },
            { target: './server/routes', from: './server/db' },
            {
              target: './server/schemas',
              from: ['./server/routes', './server/services', './server/db', './server/plugins'],
            },
            {
              target: './server/lib',
              from: ['./server/routes', './server/services', './server/plugins'],
            },
            {
              target: './server',
              from: ['./src/app', './src/features', './src/entities', './src/api'],
            },
          ],
        },
      ],
    },
  },
  {
    // Wire schemas are server objects: the storefront takes their types only, so none reaches the bundle.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/shared/wire/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/wire/*'],
              allowTypeImports: true,
              message:
                'Import wire schemas with `import type` only: their JSON Schemas belong to the server.',
            },
            { group: ['**/server/*'], message: 'The storefront never imports server code.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/features/**/*.tsx', 'src/shared/ui/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { i18next },
    rules: { 'i18next/no-literal-string': ['error', { mode: 'jsx-text-only' }] },
  },
  {
    files: ['**/*.js'],
    languageOptions: { globals: { ...globals.node }, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Served as it is to the browser (the server-rendered pages' script loader).
    files: ['public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  prettier,
);
