/*
 * The search box widget. Importing it registers nothing; `define.ts` registers the element.
 */
export {
  SEARCH_SUBMIT_EVENT,
  type SearchSubmitDetail,
  type SearchSubmitEvent,
} from './events';
export { SearchBox, type SearchBoxProps } from './SearchBox';
