import { defineOnce } from '../../src/elements/host/defineOnce';
import { souqElement } from '../../src/elements/host/defineSouqElement';
import { ContentPage } from './ContentPage';

/**
 * <souq-content-page>: one of the shop's content pages in the shopper's language. Attributes
 * `page` (about-us, terms-and-conditions, privacy-policy, refund-policy, cancellation-policy or
 * shipping-policy; required) and `theme` (light, dark or system; the shopper's choice by
 * default). A policy the shop switched off says it is not available. Fires `souq:navigate` from
 * its links to the storefront.
 */
export const ContentPageElement = souqElement(ContentPage, { page: 'string' });
/** The `ContentPageElement` instance type: the element with its attributes as typed properties. */
export type ContentPageElement = InstanceType<typeof ContentPageElement>;
defineOnce('souq-content-page', ContentPageElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-content-page': ContentPageElement;
  }
}
