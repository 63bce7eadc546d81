import type { ContentPageName } from '../../src/core/content';
import type { MessageKey } from '../../src/core/i18n';

/** What the storefront calls each content page (the footer's words), before its title arrives. */
export const CONTENT_PAGE_LABELS: Readonly<Record<ContentPageName, MessageKey>> = {
  'about-us': 'About Us',
  'terms-and-conditions': 'Terms & Conditions',
  'privacy-policy': 'Privacy Policy',
  'refund-policy': 'Refund Policy',
  'cancellation-policy': 'Cancellation Policy',
  'shipping-policy': 'Shipping Policy',
};
