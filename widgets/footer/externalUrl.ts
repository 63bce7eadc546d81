/**
 * A link from the shop's settings that is safe to put in an href: an absolute http(s) URL, or
 * null for anything else (empty, relative, `javascript:` and other schemes), which is not shown.
 */
export function externalUrl(link: string | null | undefined): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
}
