/*
 * The footer widget. Importing it registers nothing; `define.ts` registers the element.
 */
export { Footer, type FooterProps } from './Footer';
