/*
 * How to reach the demo shop: the help-and-support page reads these from the config (6amMart's
 * `email`, `phone`, `address`, `default_location`), and the seeded pages link to them.
 */

/** The support mailbox (a reserved example domain: the demo sends no mail). */
export const SUPPORT_EMAIL = 'support@souq.example';

/** The support line, written as people dial it in Egypt. */
export const SUPPORT_PHONE = '+20 2 2345 6789';

/** The support line as a `tel:` link. */
export const SUPPORT_PHONE_LINK = 'tel:+20223456789';

/** The shop's office, in both languages. */
export const SHOP_ADDRESS = {
  en: '12 Talaat Harb Street, Downtown, Cairo',
  ar: '12 شارع طلعت حرب، وسط البلد، القاهرة',
};

/** Where the office is, for the help page's map. */
export const SHOP_LOCATION = { lat: 30.0478, lng: 31.2394 };
