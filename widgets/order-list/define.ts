import { defineOnce } from '../../src/elements/host/defineOnce';
import { souqElement } from '../../src/elements/host/defineSouqElement';
import { OrderList } from './OrderList';

/**
 * <souq-order-list>: the signed-in customer's orders (route `/profile?page=my-orders`);
 * attributes `tab` (`running`, the default, or `previous`) and `theme` (light, dark or system;
 * the shopper's choice by default). A visitor is asked to sign in. Fires `souq:navigate` from its
 * links.
 */
export const OrderListElement = souqElement(OrderList, { tab: 'string' });
/** The `OrderListElement` instance type: the element with its attributes as typed properties. */
export type OrderListElement = InstanceType<typeof OrderListElement>;
defineOnce('souq-order-list', OrderListElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-order-list': OrderListElement;
  }
}
