import type { ElementEntry, SouqTag } from './elementManifest';

/** Attribute values of an example element; `true` writes a bare boolean attribute. */
export type ExampleAttributes = Readonly<Record<string, string | true>>;

/** The loader's script tag, as the README's "Embed on your site" writes it. */
export const LOADER_SCRIPT =
  '<script type="module" src="https://shop.example/embed/souq.js"\n' +
  '        data-api="https://shop.example" data-locale="ar" data-storefront="https://shop.example"></script>';

/**
 * The attributes each page's snippet sets. Only the attributes that need a value to show
 * anything useful; every element also takes `theme`, listed in its table.
 */
export const ELEMENT_EXAMPLES: Readonly<Record<SouqTag, ExampleAttributes>> = {
  'souq-add-to-cart': { 'item-id': '42', quantity: '1' },
  'souq-cart-drawer': {},
  'souq-country-switcher': {},
  'souq-footer': {},
  'souq-header': {},
  'souq-home-page': {},
  'souq-search-page': { name: 'tea' },
  'souq-category-page': { 'category-id': '1' },
  'souq-product-page': { 'item-id': '42' },
  'souq-store-page': { 'store-id': '1' },
  'souq-stores-page': {},
  'souq-flash-sales-page': {},
  'souq-campaigns-page': {},
  'souq-coupons-page': {},
  'souq-checkout': {},
  'souq-order-tracking': { 'order-id': '100001' },
  'souq-order-list': {},
  'souq-order-details': { 'order-id': '100001' },
  'souq-sign-in': { from: '/checkout?page=cart' },
  'souq-sign-up': {},
  'souq-otp': { phone: '+201012345678' },
  'souq-password-reset': {},
  'souq-profile': { page: 'profile-settings' },
  'souq-addresses': {},
  'souq-wishlist-page': {},
  'souq-wallet': {},
  'souq-loyalty': {},
  'souq-referral': {},
  'souq-inbox': {},
  'souq-maintenance': {},
  'souq-gift-spin': {},
  'souq-prescription-order': { 'store-id': '12' },
  'souq-parcel': {},
  'souq-delivery-man-application': {},
  'souq-store-application': {},
  'souq-help': {},
  'souq-content-page': { page: 'about-us' },
  'souq-language-switcher': {},
  'souq-mega-menu': {},
  'souq-mobile-nav': { 'current-path': '/home' },
  'souq-module-switcher': { layout: 'bar' },
  'souq-search-box': {},
  'souq-theme-switch': {},
  'souq-wishlist-button': { 'item-id': '42' },
  'souq-wishlist-drawer': {},
};

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
}

/**
 * The HTML a partner pastes: the loader's script tag, then the element with `attributes`. Throws
 * on an attribute the element does not declare, so a snippet cannot outlive a renamed attribute.
 */
export function embedSnippet(entry: ElementEntry, attributes: ExampleAttributes = {}): string {
  const tag = entry.tagName ?? entry.name;
  const declared = new Set((entry.attributes ?? []).map((attribute) => attribute.name));
  const written = Object.entries(attributes).map(([name, value]) => {
    if (!declared.has(name)) throw new Error(`<${tag}> declares no attribute ${name}`);
    return value === true ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`;
  });
  return `${LOADER_SCRIPT}\n<${tag}${written.join('')}></${tag}>`;
}
