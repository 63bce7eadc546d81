/*
 * How much each home section shows, for the sections and for their stand-ins, which the page
 * renders before the sections' own chunk has loaded.
 */

/** How many products a home list shows: two rows of the desktop grid. */
export const ITEMS_SHOWN = 10;

/** How many stores a home list shows. */
export const STORES_SHOWN = 6;
