/*
 * The categories mega-menu widget. Importing it registers nothing; `define.ts` registers the
 * element.
 */
export { MegaMenu, type MegaMenuProps } from './MegaMenu';
