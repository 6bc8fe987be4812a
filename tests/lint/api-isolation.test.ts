import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISOLATED_API_FILES } from '../../vitest.config';

/**
 * The api project shares one module registry per worker (isolate: false), so a file that replaces a module (vi.mock)
 * or adds one to the app's module list would change every file the worker runs after it. Such files belong in the
 * api-isolated project, which vitest.config.ts lists by hand.
 */
const CHANGES_MODULES = /\bvi\.(do)?mock\(|serverModules\.modules as /;
const root = path.resolve(import.meta.dirname, '../..');

function serverTestFiles(dir = 'src/server'): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return serverTestFiles(rel);
    return entry.name.endsWith('.test.ts') ? [rel] : [];
  });
}

describe('API test isolation', () => {
  it('lists exactly the API test files that replace a module or change the module list', () => {
    const changing = serverTestFiles().filter((file) => CHANGES_MODULES.test(readFileSync(path.join(root, file), 'utf8')));
    expect(changing.length).toBeGreaterThan(0);
    expect([...ISOLATED_API_FILES].sort()).toEqual(changing.sort());
  });
});
