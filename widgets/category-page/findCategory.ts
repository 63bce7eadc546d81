import type { Category, CategoryChild } from '../../src/core/api/wire';

/** A category found in the tree: a parent with its children, or a child (which has none). */
export interface FoundCategory {
  category: CategoryChild;
  /** The children to offer as chips; a child category has none. */
  children: readonly CategoryChild[];
}

/** The category with `id` among the parents and their children, or undefined. */
export function findCategory(tree: readonly Category[], id: number): FoundCategory | undefined {
  for (const parent of tree) {
    if (parent.id === id) return { category: parent, children: parent.childes };
    const child = parent.childes.find((entry) => entry.id === id);
    if (child) return { category: child, children: [] };
  }
  return undefined;
}
