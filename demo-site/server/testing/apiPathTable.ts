/*
 * Reads the path tables of the shared spec's api-paths.md: every row is `| method | paths |
 * notes |`, the paths cell lists paths separated by '·'. A path may name its own method
 * ("PUT /auth/reset-password"), may lack the leading slash ("api/v1/auth/guest/request"), or be
 * written short, relative to the last full path of its cell ("/items/latest" after
 * "/api/v1/items/popular" is "/api/v1/items/latest"; "/add" after "/api/v1/customer/address/list"
 * is "/api/v1/customer/address/add").
 */

/** One path of the spec and the methods its row allows. */
export interface SpecPath {
  methods: string[];
  path: string;
}

const HTTP_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** The full path a short one stands for, given the last full path of its cell. */
function resolvePath(written: string, base: string | null): string {
  const trimmed = written.replace(/^\//, '');
  if (trimmed.startsWith('api/v1/') || base === null) return `/${trimmed}`;
  const segments = trimmed.split('/');
  const baseSegments = base.split('/');
  const first = segments[0] ?? '';
  const at = baseSegments.lastIndexOf(first);
  // A short path naming a segment of the base replaces the base from there; any other one is a
  // sibling of the base's last segment.
  const keep = at > 0 ? at : baseSegments.length - 1;
  return [...baseSegments.slice(0, keep), ...segments].join('/');
}

/** Every path of every table of the spec text, in the order written. */
export function specPaths(markdown: string): SpecPath[] {
  const found: SpecPath[] = [];
  for (const line of markdown.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const [, methodCell, pathCell] = cells;
    if (methodCell === undefined || pathCell === undefined) continue;
    const rowMethods = methodCell.split('/').filter((method) => HTTP_METHODS.has(method));
    if (rowMethods.length === 0) continue;
    let methods = rowMethods;
    let base: string | null = null;
    for (const part of pathCell.split('·').map((entry) => entry.trim())) {
      const [first = '', second] = part.split(/\s+/);
      if (HTTP_METHODS.has(first) && second !== undefined) methods = [first];
      const written = second !== undefined && HTTP_METHODS.has(first) ? second : first;
      const path = resolvePath(written, base);
      if (written.replace(/^\//, '').startsWith('api/v1/')) base = path;
      found.push({ methods, path });
    }
  }
  return found;
}
