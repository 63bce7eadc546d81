import { defineOnce } from '../../src/elements/host/defineOnce';
import { souqElement } from '../../src/elements/host/defineSouqElement';
import { Checkout } from './Checkout';

/**
 * <souq-checkout>: the checkout of the cart (route /checkout?page=cart) and, with `order-id`, the
 * confirmation of a placed order (route /order-placed?id=…). Attributes: `order-id` (a number),
 * `payment-status` (the demo payment page's `status` on its way back) and `theme` (light, dark
 * or system; the shopper's choice by default). Fires
 * `souq:order-place` (`{ orderId, total }`) once an order is placed, and `souq:navigate` from
 * its links.
 */
export const CheckoutElement = souqElement(Checkout, {
  orderId: 'number',
  paymentStatus: 'string',
});
/** The `CheckoutElement` instance type: the element with its attributes as typed properties. */
export type CheckoutElement = InstanceType<typeof CheckoutElement>;
defineOnce('souq-checkout', CheckoutElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-checkout': CheckoutElement;
  }
}
