/*
 * The fake shop's category search (GET /api/v1/categories/{searchKey}): the demo server's
 * categoryRoutes over the fixture tree, matching names in the request's language, ignoring case.
 */
import type { Category } from '../api/wire';
import { refuse } from './fakeHttp';

/** Longest search key accepted, as on the demo server. */
const MAX_SEARCH_LENGTH = 100;

/** Every category, parents and children, whose name holds the key, each with its children. */
export function categoriesNamed(tree: readonly Category[], key: string): Category[] {
  const term = key.trim().toLowerCase();
  if (term === '') refuse(422, 'searchKey', '{field} is required', { field: 'searchKey' });
  if (term.length > MAX_SEARCH_LENGTH) {
    refuse(422, 'searchKey', '{field} is invalid', { field: 'searchKey' });
  }
  const all = tree.flatMap((parent) => [
    parent,
    ...parent.childes.map((child) => ({ ...child, childes: [] })),
  ]);
  return all.filter((category) => category.name.toLowerCase().includes(term));
}
