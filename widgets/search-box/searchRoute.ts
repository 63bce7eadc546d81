/** The storefront's search results page for a searched text (spec §2 routes). */
export function searchPath(name: string): string {
  return `/search?name=${encodeURIComponent(name)}`;
}
