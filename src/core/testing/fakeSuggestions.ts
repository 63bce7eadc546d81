/*
 * The fake shop's item-or-store search: the idea of the demo server's suggestion index
 * (demo-site/server/routes/catalog/suggestionIndex.ts) without its postings, over a catalog small
 * enough to scan. Names are matched in the request's language, ignoring letter case.
 */
import type { Item, SearchSuggestions, Store } from '../api/wire';
import type { CatalogOf } from './fakeCart';
import { type FakeRequest, refuse } from './fakeHttp';
import { fixtureStores } from './storefrontFixtures';

/** How many items the suggestions list at most, as the demo server. */
const FAKE_SUGGESTED_ITEMS = 10;

/** How many stores the suggestions list at most, as the demo server. */
const FAKE_SUGGESTED_STORES = 5;

/** Shortest text that also matches inside a word; shorter ones match at word starts only. */
const INSIDE_MATCH_LENGTH = 3;

/** 0 when the name starts with the term, 1 when one of its words does, 2 when a word holds it. */
type Rank = 0 | 1 | 2;

function rankOf(name: string, term: string): Rank | null {
  const lowered = name.toLowerCase();
  if (lowered.startsWith(term)) return 0;
  if (lowered.includes(` ${term}`)) return 1;
  if ([...term].length < INSIDE_MATCH_LENGTH) return null;
  return lowered.includes(term) ? 2 : null;
}

/** The rows whose name matches, best rank first and in their given order within a rank. */
function best<T extends { name: string }>(rows: readonly T[], term: string, limit: number): T[] {
  return rows
    .map((row, position) => ({ row, position, rank: rankOf(row.name, term) }))
    .filter((entry): entry is { row: T; position: number; rank: Rank } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.position - b.position)
    .slice(0, limit)
    .map((entry) => entry.row);
}

/** A store as the dropdown gets it: what the demo server sends, to show it and link to its page. */
type SuggestedStore = SearchSuggestions['stores'][number];

/**
 * The stores that sell the catalog's items, named as the items name them; a store of the fixture
 * list brings its slug, logo and rating, any other gets a slug made of its id.
 */
function storesOf(items: readonly Item[], known: readonly Store[]): SuggestedStore[] {
  const stores = new Map<number, SuggestedStore>();
  for (const item of items) {
    if (item.store_id === undefined || !item.store_name || stores.has(item.store_id)) continue;
    const store = known.find((candidate) => candidate.id === item.store_id);
    stores.set(item.store_id, {
      id: item.store_id,
      slug: store?.slug ?? `store-${item.store_id}`,
      name: item.store_name,
      logo: store?.logo ?? '',
      active: Boolean(store?.active ?? true),
      avg_rating: store?.avg_rating ?? 0,
    });
  }
  return [...stores.values()];
}

/** An item as the dropdown gets it: what it shows and prices, without its page's details. */
function suggestedItem(item: Item): SearchSuggestions['items'][number] {
  const { description, variations, choice_options, ...shown } = item;
  return shown;
}

/** Answers GET /api/v1/items/item-or-store-search?name=… over the catalog. */
export function fakeSuggestions(catalog: CatalogOf): (request: FakeRequest) => SearchSuggestions {
  return ({ query, language }: FakeRequest): SearchSuggestions => {
    const term = (query.name ?? '').trim().toLowerCase();
    if (term === '') refuse(422, 'name', '{field} is required', { field: 'name' });
    const items = catalog(language);
    return {
      items: best(items, term, FAKE_SUGGESTED_ITEMS).map(suggestedItem),
      stores: best(storesOf(items, fixtureStores(language)), term, FAKE_SUGGESTED_STORES),
    };
  };
}
