import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
const web = (...parts) => path.join(root, 'src', 'web', ...parts);
const serverModules = path.join(root, 'src', 'server', 'modules');
const within = (file, dir) => file === dir || file.startsWith(dir + path.sep);

/**
 * Import boundaries (DESIGN.md §3), one rule that resolves each relative import against the importing file:
 * - a feature never imports another feature (pages in src/web/pages compose features);
 * - src/web/components and src/web/lib never import src/web/features or src/web/app;
 * - a server module takes another module's values only as injected services (context.ts): a value import from any
 *   file of another module, at any depth, is an error; `import type` is allowed. Shared helpers live in src/server/lib.
 * A local rule rather than a plugin: the resolver plugins pull platform binaries the registry here does not carry.
 */
/** The module folder a file belongs to under src/server/modules, or null (the list and kit files at its root). */
function serverModuleOf(file) {
  if (!within(file, serverModules)) return null;
  const parts = path.relative(serverModules, file).split(path.sep);
  return parts.length > 1 ? parts[0] : null;
}

function boundaryViolation(file, target, typeOnly) {
  const ownModule = serverModuleOf(file);
  const targetModule = serverModuleOf(target);
  if (!typeOnly && ownModule && targetModule && ownModule !== targetModule) {
    return 'Server modules share only injected services and types (use `import type`, or move the helper to src/server/lib).';
  }
  const features = web('features');
  if (within(file, features) && within(target, features)) {
    const own = path.relative(features, file).split(path.sep)[0];
    const other = path.relative(features, target).split(path.sep)[0];
    if (own !== other)
      return 'A feature must not import another feature: move the shared piece to src/web/components or src/web/lib, or compose in src/web/pages.';
  }
  if ((within(file, web('components')) || within(file, web('lib'))) && (within(target, features) || within(target, web('app')))) {
    return 'components/ and lib/ must not import features/ or app/.';
  }
  return null;
}

/** `import type {…}`, `export type {…}`, or an import whose every named specifier is `type`. */
function isTypeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return (
    specifiers.length > 0 &&
    specifiers.every((s) =>
      s.type === 'ImportSpecifier' ? s.importKind === 'type' : s.type === 'ExportSpecifier' && s.exportKind === 'type',
    )
  );
}

const boundaries = {
  rules: {
    'no-cross-imports': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const file = context.filename;
          const message = boundaryViolation(file, path.resolve(path.dirname(file), source), isTypeOnly(node));
          if (message) context.report({ node: node.source, message });
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: (node) => check({ source: node.source }),
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: ['dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.tmp/**', 'src/server/db/migrations/**'],
  },
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
    plugins: { boundaries },
    rules: { 'boundaries/no-cross-imports': 'error' },
  },
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
