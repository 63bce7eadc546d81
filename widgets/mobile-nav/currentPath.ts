import { HOME_PATH } from '../../src/core/catalog';

/** Whether a location path is the home page: `/home`, ignoring a trailing slash, query or fragment. */
export function isHomePath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0]?.replace(/\/+$/, '') ?? '';
  return pathname === HOME_PATH;
}
