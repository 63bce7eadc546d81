import { defineOnce } from '../../src/elements/host/defineOnce';
import { souqElement } from '../../src/elements/host/defineSouqElement';
import { Help } from './Help';

/**
 * <souq-help>: the shop's help and support (route `/help-and-support`): its contacts, the way into
 * the support inbox, the frequent questions answered for this shop and its policy pages. Attribute
 * `theme` (light, dark or system; the shopper's choice by default). Fires `souq:navigate` from its
 * links.
 */
export const HelpElement = souqElement(Help, {});
/** The `HelpElement` instance type: the element with its attributes as typed properties. */
export type HelpElement = InstanceType<typeof HelpElement>;
defineOnce('souq-help', HelpElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-help': HelpElement;
  }
}
