/*
 * The mobile navigation widget. Importing it registers nothing; `define.ts` registers the element.
 */
export { MOBILE_BOTTOM_BAR_HEIGHT, MOBILE_NAV_CLEARANCE } from './bottomBarSize';
export { MobileNav, type MobileNavProps } from './MobileNav';
