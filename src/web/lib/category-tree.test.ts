import { describe, expect, it } from 'vitest';
import type { Category } from '../../shared/catalog.contracts';
import { buildCategoryTree, categoryOptions, indentedLabel, subtreeIds } from './category-tree';

const cat = (id: string, name: string, parentId: string | null = null): Category => ({ id, name, slug: name.toLowerCase(), parentId });

const FLAT: Category[] = [
  cat('drinks', 'Drinks'),
  cat('tea', 'Tea', 'drinks'),
  cat('beans', 'Beans', 'coffee'),
  cat('coffee', 'Coffee', 'drinks'),
  cat('food', 'Food'),
  cat('buns', 'Buns', 'food'),
  cat('arabica', 'Arabica', 'beans'),
];

describe('category tree', () => {
  it('nests children under their parents, sorted by name at every level, whatever the input order', () => {
    const tree = buildCategoryTree(FLAT);
    expect(tree.map((n) => n.name)).toEqual(['Drinks', 'Food']);
    expect(tree[0].children.map((n) => n.name)).toEqual(['Coffee', 'Tea']);
    expect(tree[0].children[0].children[0].children.map((n) => n.name)).toEqual(['Arabica']);
  });

  it('flattens depth-first with depth and path, parents right before their children', () => {
    expect(categoryOptions(FLAT).map((o) => [o.name, o.depth])).toEqual([
      ['Drinks', 0],
      ['Coffee', 1],
      ['Beans', 2],
      ['Arabica', 3],
      ['Tea', 1],
      ['Food', 0],
      ['Buns', 1],
    ]);
    expect(categoryOptions(FLAT).find((o) => o.id === 'arabica')?.path).toEqual(['Drinks', 'Coffee', 'Beans', 'Arabica']);
  });

  it('indents child labels with non-breaking spaces (native options collapse ordinary ones)', () => {
    expect(indentedLabel({ name: 'Drinks', depth: 0 })).toBe('Drinks');
    expect(indentedLabel({ name: 'Coffee', depth: 1 })).toBe('\u00a0\u00a0– Coffee');
    expect(indentedLabel({ name: 'Beans', depth: 2 })).toBe('\u00a0\u00a0\u00a0\u00a0– Beans');
  });

  it('keeps orphans and cycles at the top level instead of losing them', () => {
    const tree = buildCategoryTree([cat('a', 'Alpha', 'missing'), cat('b', 'Beta', 'c'), cat('c', 'Gamma', 'b')]);
    const names = categoryOptions([cat('a', 'Alpha', 'missing'), cat('b', 'Beta', 'c'), cat('c', 'Gamma', 'b')]).map((o) => o.name);
    expect(names.sort()).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(tree.some((n) => n.name === 'Alpha')).toBe(true);
  });

  it('finds a category and everything below it', () => {
    expect([...subtreeIds(FLAT, 'coffee')].sort()).toEqual(['arabica', 'beans', 'coffee']);
    expect([...subtreeIds(FLAT, 'tea')]).toEqual(['tea']);
  });
});
