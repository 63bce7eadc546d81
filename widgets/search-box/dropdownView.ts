import type { SearchSuggestions } from '../../src/core/api/wire';
import type { SuggestionState } from '../../src/core/search';

/** An item as the suggestions reply names it. */
export type SuggestedItem = SearchSuggestions['items'][number];

/** A store as the suggestions reply names it. */
export type SuggestedStore = SearchSuggestions['stores'][number];

/** What the dropdown under the search box shows for the text typed so far. */
export type DropdownView =
  | { readonly kind: 'nothing' }
  | { readonly kind: 'recent'; readonly terms: readonly string[] }
  | { readonly kind: 'loading' }
  | {
      readonly kind: 'results';
      readonly items: readonly SuggestedItem[];
      readonly stores: readonly SuggestedStore[];
    }
  | { readonly kind: 'noResults' };

/** One choice the shopper can make in the dropdown, in the order the arrow keys visit them. */
export type SearchOption =
  | { readonly kind: 'recent'; readonly term: string }
  | { readonly kind: 'item'; readonly item: SuggestedItem }
  | { readonly kind: 'store'; readonly store: SuggestedStore };

const NOTHING: DropdownView = { kind: 'nothing' };
const LOADING: DropdownView = { kind: 'loading' };

/**
 * The dropdown for `text`: recent searches while it is blank (when there are any), else the
 * suggestions for exactly this text once they arrive, and loading until then. A failed request
 * shows nothing: the API client has already told the shopper why.
 */
export function dropdownView(
  text: string,
  suggestions: SuggestionState<SearchSuggestions>,
  recent: readonly string[],
): DropdownView {
  const typed = text.trim();
  if (typed === '') return recent.length > 0 ? { kind: 'recent', terms: recent } : NOTHING;
  if (suggestions.status === 'idle' || suggestions.status === 'pending') return LOADING;
  if (suggestions.text !== typed) return LOADING;
  switch (suggestions.status) {
    case 'error':
      return NOTHING;
    case 'success': {
      const { items, stores } = suggestions.data;
      if (items.length === 0 && stores.length === 0) return { kind: 'noResults' };
      return { kind: 'results', items, stores };
    }
    default:
      return suggestions satisfies never;
  }
}

/** The options of a view, in the order the arrow keys visit them: items before stores. */
export function optionsOf(view: DropdownView): readonly SearchOption[] {
  switch (view.kind) {
    case 'recent':
      return view.terms.map((term) => ({ kind: 'recent', term }));
    case 'results':
      return [
        ...view.items.map((item) => ({ kind: 'item' as const, item })),
        ...view.stores.map((store) => ({ kind: 'store' as const, store })),
      ];
    case 'nothing':
    case 'loading':
    case 'noResults':
      return [];
    default:
      return view satisfies never;
  }
}
