// @ts-check
// Lint rules, including the import boundaries of DEVELOPERS.md:
//  - only electron/main.ts and electron/preload.ts import `electron`;
//  - the renderer imports nothing from electron/, sandbox/, Node or `electron`;
//  - shared/ runs on both sides, so it imports neither Node nor `electron` (its tests may use Node);
//  - services (electron/services, electron/browser-host, sandbox) import no UI.
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Exact names (a pattern such as `domain` would also match our own `shared/domain/...`).
const nodeBuiltinPaths = (message) =>
  builtinModules.flatMap((name) => [name, `node:${name}`]).map((name) => ({ name, message }));
const electronImport = {
  name: 'electron',
  message: 'Only electron/main.ts and electron/preload.ts import electron.',
};
const uiImports = [
  'react',
  'react-dom',
  'react-dom/*',
  '@tanstack/*',
  'zustand',
  'zustand/*',
  'react-hook-form',
];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'shared/api/v1.d.ts', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[property.name='only']", message: 'No focused tests.' },
        { selector: "MemberExpression[property.name='skip']", message: 'No skipped tests.' },
      ],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [electronImport, ...nodeBuiltinPaths('The renderer runs in a browser: no Node modules.')],
          patterns: [
            { group: ['node:*'], message: 'The renderer runs in a browser: no Node modules.' },
            {
              group: ['**/electron/**', '**/sandbox/**', '**/build/**'],
              message: 'The renderer reaches main-process code only through the contract in shared/contract.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/**/*.ts'],
    ignores: ['shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [electronImport, ...nodeBuiltinPaths('shared/ runs in the renderer too: no Node modules.')],
          patterns: [
            { group: ['node:*'], message: 'shared/ runs in the renderer too: no Node modules.' },
            {
              group: ['**/electron/**', '**/sandbox/**', '**/renderer/**', ...uiImports],
              message: 'shared/ imports only shared/ and plain libraries.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['electron/**/*.ts', 'sandbox/**/*.ts', 'build/**/*.ts', 'e2e/**/*.ts'],
    ignores: ['electron/main.ts', 'electron/preload.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [electronImport],
          patterns: [{ group: ['**/renderer/**', ...uiImports], message: 'Services import no UI.' }],
        },
      ],
    },
  },
  prettier,
);
