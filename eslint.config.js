import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';

const dirsIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * Import boundaries (DESIGN.md §3), one rule: import-x/no-restricted-paths.
 * - a feature never imports another feature (pages in src/web/pages compose features);
 * - src/web/components and src/web/lib never import src/web/features or src/web/app.
 */
const boundaryZones = [
  ...dirsIn('./src/web/features').map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [`./${feature}`],
    message: 'A feature must not import another feature: move the shared piece to src/web/components or src/web/lib, or compose in src/web/pages.',
  })),
  {
    target: ['./src/web/components', './src/web/lib'],
    from: ['./src/web/features', './src/web/app'],
    message: 'components/ and lib/ must not import features/ or app/.',
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.tmp/**', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones }] },
  },
  // Server modules share only injected services (context.ts) and types: a value import from another
  // module is an error; `import type` is allowed. Shared helpers live in src/server/lib.
  ...dirsIn('./src/server/modules').map((mod) => ({
    files: [`src/server/modules/${mod}/**/*.ts`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^\\.\\./(?!${mod}/)[^./][^/]*/`,
              allowTypeImports: true,
              message: 'Server modules share only injected services and types (use `import type`, or move the helper to src/server/lib).',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Shared contracts must stay free of Node and DOM code.
    files: ['src/shared/**/*.ts'],
    languageOptions: { globals: {} },
  },
);
