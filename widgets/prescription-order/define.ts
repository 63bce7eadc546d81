import { defineOnce } from '../../src/elements/host/defineOnce';
import { souqElement } from '../../src/elements/host/defineSouqElement';
import { PrescriptionOrder } from './PrescriptionOrder';

/**
 * <souq-prescription-order>: an order by prescription (route `/prescription`, the pharmacy
 * module): up to three pictures of a prescription and a note sent to a pharmacy, delivered and
 * paid in cash on delivery once the pharmacy has priced it. Attributes `store-id` (the pharmacy;
 * without it the shopper chooses one) and `theme` (light, dark or system; the shopper's choice by
 * default). A visitor is asked to sign in unless the shop takes guest orders. Fires
 * `souq:order-place` once the order is placed, and `souq:navigate` from its links.
 */
export const PrescriptionOrderElement = souqElement(PrescriptionOrder, { storeId: 'number' });
/** The `PrescriptionOrderElement` instance type: the element with its attributes as typed properties. */
export type PrescriptionOrderElement = InstanceType<typeof PrescriptionOrderElement>;
defineOnce('souq-prescription-order', PrescriptionOrderElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-prescription-order': PrescriptionOrderElement;
  }
}
