/*
 * The desktop header widget. Importing it registers nothing; `define.ts` registers the element.
 */
export { Header, type HeaderProps } from './Header';
export { HEADER_HIDE_THRESHOLD, useHideOnScroll } from './useHideOnScroll';
