/*
 * The DOM event the search box fires, so a partner page can run searches its own way. It is one
 * of the kit's `souq:*` events (src/core/events/souqEvents.ts), which types
 * `addEventListener('souq:search-submit', …)` on any element.
 */
import {
  type SearchSubmitDetail,
  type SouqEventMap,
  souqEvent,
} from '../../src/core/events/souqEvents';

export type { SearchSubmitDetail };

/** The name of the event fired when the shopper submits a search. */
export const SEARCH_SUBMIT_EVENT = 'souq:search-submit';

/**
 * Fired from the search input, bubbling out of the shadow root, before the box goes to the search
 * page; `preventDefault()` keeps the page where it is, to show the results another way.
 */
export type SearchSubmitEvent = SouqEventMap['souq:search-submit'];

/** A new, cancelable `souq:search-submit` event for `name`. */
export function searchSubmitEvent(name: string): SearchSubmitEvent {
  return souqEvent(SEARCH_SUBMIT_EVENT, { name });
}
