import { defineOnce } from '../../src/elements/host/defineOnce';
import { souqElement } from '../../src/elements/host/defineSouqElement';
import { SearchPage } from './SearchPage';

/**
 * <souq-search-page>: attributes `name` (the searched text to open on when the address names
 * none; changed later, a new search), `query` (the query string to show instead of the page's own `location.search`) and
 * `theme` (light, dark or system). Filter changes are written into the page's address.
 */
export const SearchPageElement = souqElement(SearchPage, { name: 'string', query: 'string' });
/** The `SearchPageElement` instance type: the element with its attributes as typed properties. */
export type SearchPageElement = InstanceType<typeof SearchPageElement>;
defineOnce('souq-search-page', SearchPageElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-search-page': SearchPageElement;
  }
}
