import { defineOnce } from '../../src/elements/host/defineOnce';
import { souqElement } from '../../src/elements/host/defineSouqElement';
import { StoresPage } from './StoresPage';

/**
 * <souq-stores-page>: attributes `type` (the list shown: all, popular, latest, top-rated or
 * discounted; without it, the page address's `?type=`, else every store) and `theme` (light, dark
 * or system; the shopper's choice by default). Choosing a tab writes `?type=…` into the page's
 * address (back and forward follow it).
 */
export const StoresPageElement = souqElement(StoresPage, { type: 'string' });
/** The `StoresPageElement` instance type: the element with its attributes as typed properties. */
export type StoresPageElement = InstanceType<typeof StoresPageElement>;
defineOnce('souq-stores-page', StoresPageElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-stores-page': StoresPageElement;
  }
}
