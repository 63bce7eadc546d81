import { eq, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { categories } from '../../db/schema';
import { notFound } from '../../http/ApiFailure';

/** The ids a category covers: its own and its children's; 404 when it does not exist. */
export async function categoryAndChildren(db: Database, id: number): Promise<number[]> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(or(eq(categories.id, id), eq(categories.parentId, id)));
  if (!rows.some((row) => row.id === id)) throw notFound('category_id', 'Category not found');
  return rows.map((row) => row.id);
}
