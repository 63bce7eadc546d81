/** How many items the suggestion dropdown lists. */
export const SUGGESTED_ITEMS = 10;

/** How many stores the suggestion dropdown lists. */
export const SUGGESTED_STORES = 5;
