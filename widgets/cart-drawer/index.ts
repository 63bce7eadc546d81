/*
 * The cart drawer widget. Importing it registers nothing; `define.ts` registers the element.
 */
export { CartDrawer, type CartDrawerProps } from './CartDrawer';
