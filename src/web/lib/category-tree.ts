import type { Category } from '../../shared/catalog.contracts';

/**
 * The facets endpoint sends categories as a flat list with parentId; selects and the management
 * list show them as a tree. Children sort by name under their parent. A category whose parent is
 * missing (or that sits in a parent cycle) is shown at the top level rather than lost.
 */

export interface CategoryNode extends Category {
  children: CategoryNode[];
}

export interface CategoryOption {
  id: string;
  name: string;
  depth: number;
  /** Names from the root down to this category. */
  path: string[];
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

export function buildCategoryTree(categories: readonly Category[]): CategoryNode[] {
  const nodes = new Map<string, CategoryNode>(categories.map((c) => [c.id, { ...c, children: [] }]));
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent && !isAncestor(node.id, parent, nodes)) parent.children.push(node);
    else roots.push(node);
  }
  const sortDeep = (list: CategoryNode[]) => {
    list.sort(byName);
    for (const n of list) sortDeep(n.children);
  };
  sortDeep(roots);
  return roots;
}

/** True when `id` is `start` or one of its ancestors (so linking would close a cycle). */
function isAncestor(id: string, start: CategoryNode, nodes: Map<string, CategoryNode>): boolean {
  const seen = new Set<string>();
  for (let at: CategoryNode | undefined = start; at && !seen.has(at.id); at = at.parentId ? nodes.get(at.parentId) : undefined) {
    if (at.id === id) return true;
    seen.add(at.id);
  }
  return false;
}

/** Depth-first list for a <select>: parents before their children, each with its depth. */
export function flattenCategoryTree(tree: readonly CategoryNode[], depth = 0, parentPath: string[] = []): CategoryOption[] {
  return tree.flatMap((node) => {
    const path = [...parentPath, node.name];
    return [{ id: node.id, name: node.name, depth, path }, ...flattenCategoryTree(node.children, depth + 1, path)];
  });
}

export function categoryOptions(categories: readonly Category[]): CategoryOption[] {
  return flattenCategoryTree(buildCategoryTree(categories));
}

/**
 * Native <option>s ignore padding and collapse spaces, so nesting is shown with non-breaking
 * spaces (two per level) and a dash before child names.
 */
export function indentedLabel(option: Pick<CategoryOption, 'name' | 'depth'>): string {
  return option.depth === 0 ? option.name : `${'\u00a0\u00a0'.repeat(option.depth)}– ${option.name}`;
}

/** The ids of a category and everything below it: a category cannot become a child of its own subtree. */
export function subtreeIds(categories: readonly Category[], rootId: string): Set<string> {
  const ids = new Set([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of categories) {
      if (c.parentId && ids.has(c.parentId) && !ids.has(c.id)) {
        ids.add(c.id);
        grew = true;
      }
    }
  }
  return ids;
}
