import { defineOnce } from '../../src/elements/host/defineOnce';
import { souqElement } from '../../src/elements/host/defineSouqElement';
import { SearchBox } from './SearchBox';

/**
 * `<souq-search-box>`: the search field with its suggestions.
 * - `placeholder` (text): the hint inside the empty field; "Search" in the shopper's language
 *   by default.
 * - `theme` (`light` | `dark` | `system`): pins the colour scheme; the shopper's choice otherwise.
 * A submitted search fires `souq:search-submit` (detail `{ name }`, bubbling out of the shadow
 * root); unless a listener cancels it, the storefront's search page opens.
 */
export const SearchBoxElement = souqElement(SearchBox, { placeholder: 'string' });
/** The `SearchBoxElement` instance type: the element with its attributes as typed properties. */
export type SearchBoxElement = InstanceType<typeof SearchBoxElement>;

defineOnce('souq-search-box', SearchBoxElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-search-box': SearchBoxElement;
  }
}
