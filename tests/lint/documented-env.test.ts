import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ZEnv } from '../../src/server/config';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The variable names in the first column of the table under `heading` (a cell may name several: `A`, `B`). */
function tableVariables(markdown: string, heading: string): string[] {
  const section = markdown.slice(markdown.indexOf(heading));
  const names: string[] = [];
  for (const line of section.split('\n').slice(1)) {
    if (line.startsWith('#')) break;
    const first = line.startsWith('| `') ? line.split('|')[1] : '';
    names.push(...[...first.matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1]));
  }
  return names;
}

describe('documentation that must follow the code', () => {
  it('docs/operations.md documents exactly the variables config.ts (and the cluster launcher) reads', () => {
    const documented = tableVariables(read('docs/operations.md'), '## Environment reference');
    // The cluster launcher reads its worker count before any config is loaded.
    const launcher = ['WEB_CONCURRENCY'].filter((name) => read('src/server/cluster.ts').includes(`process.env.${name}`));
    expect([...documented].sort()).toEqual([...Object.keys(ZEnv.shape), ...launcher].sort());
  });

  it('the layer-name table in docs/adding-a-module.md names every contract, server module and web feature', () => {
    const guide = read('docs/adding-a-module.md');
    const table = guide.slice(guide.indexOf('## Layer names'), guide.indexOf('Checklist (each step below):'));
    const listed = new Set([...table.matchAll(/`([a-z0-9.-]+)`/g)].map((m) => m[1]));
    const dirs = (dir: string) => readdirSync(path.join(root, dir)).filter((d) => statSync(path.join(root, dir, d)).isDirectory());
    const contracts = readdirSync(path.join(root, 'src/shared')).filter((f) => f.endsWith('.contracts.ts'));
    const missing = [...contracts, ...dirs('src/server/modules'), ...dirs('src/web/features')].filter((name) => !listed.has(name));
    expect(missing).toEqual([]);
  });
});
