import { defineOnce } from '../../src/elements/host/defineOnce';
import { souqElement } from '../../src/elements/host/defineSouqElement';
import { OrderDetails } from './OrderDetails';

/**
 * <souq-order-details>: one of the shopper's orders (route `/order?id=…`); attributes `order-id`
 * (the order's number; required) and `theme` (light, dark or system; the shopper's choice by
 * default). An order that is not the shopper's shows the not-found state. Fires `souq:item-add`
 * for each line "Order again" puts back in the cart, and `souq:navigate` from its links.
 */
export const OrderDetailsElement = souqElement(OrderDetails, { orderId: 'number' });
/** The `OrderDetailsElement` instance type: the element with its attributes as typed properties. */
export type OrderDetailsElement = InstanceType<typeof OrderDetailsElement>;
defineOnce('souq-order-details', OrderDetailsElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-order-details': OrderDetailsElement;
  }
}
