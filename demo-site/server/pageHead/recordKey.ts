import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ApiFailure } from '../http/ApiFailure';
import { idOrSlugCondition } from '../routes/catalog/inputSchemas';

/**
 * The condition a page address's key (`12` or `red-apple`) names a record by, read as the API's
 * details routes read it; null for a key that can name nothing, which the page answers with 404.
 */
export function recordCondition(
  key: string,
  columns: { id: PgColumn; slug: PgColumn },
): SQL | null {
  try {
    return idOrSlugCondition({ id: key }, columns);
  } catch (error) {
    if (error instanceof ApiFailure) return null;
    throw error;
  }
}
