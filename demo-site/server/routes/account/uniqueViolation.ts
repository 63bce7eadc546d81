/** SQLSTATE of a unique-index violation. */
const UNIQUE_VIOLATION = '23505';

function hasViolation(error: unknown, constraint: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: violated } = error as { code?: unknown; constraint?: unknown };
  return code === UNIQUE_VIOLATION && violated === constraint;
}

/**
 * Whether a failed query broke the named unique index. Drizzle wraps the driver's error (PGlite
 * or pg), so the cause is looked at too. Used where two racing requests insert the same row.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (hasViolation(error, constraint)) return true;
  return error instanceof Error && hasViolation(error.cause, constraint);
}
