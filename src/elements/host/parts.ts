/*
 * The `::part()` names of the Souq elements: one vocabulary for every element, so a name means
 * the same role wherever it appears. A widget writes `part="…"` on the node (or `<x>Part="…"` on a
 * primitive that renders several); scripts/buildElementsManifest.ts documents each element's
 * parts from here and refuses a name this catalogue does not describe.
 */

/** Each part name and what it styles, in one line for the manifest and the README. */
export const SOUQ_PARTS = {
  root: "The element's outer box: its background, border and padding.",
  'top-bar': 'The bar along the top: the account and settings row, or the mobile header.',
  'main-bar': "The header's main bar: logo, search, wishlist, cart and the navigation under them.",
  'nav-bar': "The header's navigation row: categories, Flash Sale, Campaigns.",
  'bottom-bar': 'The bar fixed to the bottom of a small screen: Home, Wishes, Cart, Categories.',
  trigger: 'A button that opens a drawer, a menu, a list or the search.',
  button: "The element's one action: Add to Cart, or the wishlist heart.",
  badge: 'The count on a button (the cart lines, the wished items).',
  panel: 'The surface a trigger opens: a drawer, a menu, a list, or the variation picker.',
  dialog: 'The question asked before an action (clear the cart, change the country, log out).',
  field: "The search field's pill around the magnifier and the text.",
  input: 'The search text input.',
  suggestions: 'The list under the search field: recent searches, suggestions, or none found.',
  stepper: 'A quantity stepper: minus, the quantity in the cart, plus.',
  checkout: 'The checkout buttons: Proceed to Checkout and Checkout as Guest.',
  control: 'The row of choices of a language or theme switch.',
  modules: "The row of the shop's business modules, each a button with its icon.",
} as const satisfies Readonly<Record<string, string>>;

/** A `::part()` name a Souq element exposes. */
export type SouqPart = keyof typeof SOUQ_PARTS;

/** Whether `name` is one of the catalogue's part names. */
export function isSouqPart(name: string): name is SouqPart {
  return Object.hasOwn(SOUQ_PARTS, name);
}
