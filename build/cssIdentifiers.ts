/**
 * Class names vanilla-extract generates: always prefixed `souq_` so they never collide with a
 * partner page's own classes, with the debug name kept in development for readable DevTools.
 */
export function souqIdentifiers({
  hash,
  debugId,
}: {
  hash: string;
  debugId?: string | undefined;
}): string {
  const production = process.env.NODE_ENV === 'production';
  return production || !debugId ? `souq_${hash}` : `souq_${debugId}_${hash}`;
}
