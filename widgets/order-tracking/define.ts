import { defineOnce } from '../../src/elements/host/defineOnce';
import { souqElement } from '../../src/elements/host/defineSouqElement';
import { OrderTracking } from './OrderTracking';

/**
 * <souq-order-tracking>: the order tracking page (route /track-order); attributes `order-id`
 * (the order to track, as `?id=` names it; it fills the form, and a signed-in customer's order is
 * tracked at once) and `theme` (light, dark or system; the shopper's choice by default). Fires
 * `souq:navigate` from its links.
 */
export const OrderTrackingElement = souqElement(OrderTracking, { orderId: 'number' });
/** The `OrderTrackingElement` instance type: the element with its attributes as typed properties. */
export type OrderTrackingElement = InstanceType<typeof OrderTrackingElement>;
defineOnce('souq-order-tracking', OrderTrackingElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-order-tracking': OrderTrackingElement;
  }
}
