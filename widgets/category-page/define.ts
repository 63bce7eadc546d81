import { defineOnce } from '../../src/elements/host/defineOnce';
import { souqElement } from '../../src/elements/host/defineSouqElement';
import { CategoryPage } from './CategoryPage';

/**
 * <souq-category-page>: attributes `category-id` (the category to show; without it every
 * category is listed), `query` (the filters' query string to show instead of the page's own
 * `location.search`) and `theme` (light, dark or system). Filter changes are written into the
 * page's address.
 */
export const CategoryPageElement = souqElement(CategoryPage, {
  categoryId: 'number',
  query: 'string',
});
/** The `CategoryPageElement` instance type: the element with its attributes as typed properties. */
export type CategoryPageElement = InstanceType<typeof CategoryPageElement>;
defineOnce('souq-category-page', CategoryPageElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-category-page': CategoryPageElement;
  }
}
