import type { RefObject } from 'react';
import { productPath, searchPath, storePath } from '../../src/core/catalog';
import { useSouq, useStorefrontNavigate } from '../../src/ui/souq';
import type { SuggestedItem, SuggestedStore } from './dropdownView';
import { searchSubmitEvent } from './events';

/** Where the box's searches and chosen items go. */
export interface SearchDestinations {
  /** Runs a search in the caller's router. */
  onSubmit?: ((name: string) => void) | undefined;
  /** Opens a storefront route in the caller's router. */
  onNavigate?: ((path: string) => void) | undefined;
  /** The input the submit event is fired from. */
  input: RefObject<HTMLInputElement | null>;
}

/** What the box does once the shopper has decided. */
export interface SearchActions {
  /** Saves a non-blank text to recent searches, then searches for it unless a listener cancels. */
  submit(text: string): void;
  /** Saves the item's name to recent searches and opens its product page. */
  openItem(item: SuggestedItem): void;
  /** Saves the store's name to recent searches and opens its store page. */
  openStore(store: SuggestedStore): void;
}

/**
 * Searching and opening items and stores: through the caller's router when given (the storefront, no full
 * reload), else by loading the storefront page, on the configured storefront when embedded.
 */
export function useSearchActions({
  onSubmit,
  onNavigate,
  input,
}: SearchDestinations): SearchActions {
  const { recentSearches } = useSouq();
  const navigate = useStorefrontNavigate();
  const go = onNavigate ?? navigate;
  return {
    submit(text) {
      const name = text.trim();
      if (name === '') return;
      recentSearches.add(name);
      const proceed = input.current?.dispatchEvent(searchSubmitEvent(name)) ?? true;
      if (!proceed) return;
      if (onSubmit) onSubmit(name);
      else go(searchPath(name));
    },
    openItem(item) {
      recentSearches.add(item.name);
      go(productPath(item));
    },
    openStore(store) {
      recentSearches.add(store.name);
      go(storePath(store));
    },
  };
}
