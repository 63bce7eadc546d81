/*
 * The DOM event the search box fires, so a partner page can run searches its own way. The
 * declaration below types `addEventListener('souq:search-submit', …)` on any element.
 */

/** The name of the event fired when the shopper submits a search. */
export const SEARCH_SUBMIT_EVENT = 'souq:search-submit';

/** What a `souq:search-submit` event carries. */
export interface SearchSubmitDetail {
  /** The searched text, trimmed; never empty. */
  readonly name: string;
}

/**
 * Fired from the search input, bubbling out of the shadow root, before the box goes to the search
 * page; `preventDefault()` keeps the page where it is, to show the results another way.
 */
export type SearchSubmitEvent = CustomEvent<SearchSubmitDetail>;

/** A new, cancelable `souq:search-submit` event for `name`. */
export function searchSubmitEvent(name: string): SearchSubmitEvent {
  return new CustomEvent(SEARCH_SUBMIT_EVENT, {
    detail: { name },
    bubbles: true,
    composed: true,
    cancelable: true,
  });
}

declare global {
  interface GlobalEventHandlersEventMap {
    'souq:search-submit': SearchSubmitEvent;
  }
}
