import { defineOnce } from '../../src/elements/host/defineOnce';
import { souqElement } from '../../src/elements/host/defineSouqElement';
import { FlashSalesPage } from './FlashSalesPage';

/** <souq-flash-sales-page>: the flash sales page (route /flash-sales); attribute `theme` (light, dark or system; the shopper's choice by default). */
export const FlashSalesPageElement = souqElement(FlashSalesPage, {});
/** The `FlashSalesPageElement` instance type: the element with its attributes as typed properties. */
export type FlashSalesPageElement = InstanceType<typeof FlashSalesPageElement>;
defineOnce('souq-flash-sales-page', FlashSalesPageElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-flash-sales-page': FlashSalesPageElement;
  }
}
