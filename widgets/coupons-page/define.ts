import { defineOnce } from '../../src/elements/host/defineOnce';
import { souqElement } from '../../src/elements/host/defineSouqElement';
import { CouponsPage } from './CouponsPage';

/** <souq-coupons-page>: the coupons page (route /coupons); attribute `theme` (light, dark or system; the shopper's choice by default). */
export const CouponsPageElement = souqElement(CouponsPage, {});
/** The `CouponsPageElement` instance type: the element with its attributes as typed properties. */
export type CouponsPageElement = InstanceType<typeof CouponsPageElement>;
defineOnce('souq-coupons-page', CouponsPageElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-coupons-page': CouponsPageElement;
  }
}
