import { defineOnce } from '../../src/elements/host/defineOnce';
import { souqElement } from '../../src/elements/host/defineSouqElement';
import { Inbox } from './Inbox';

/**
 * <souq-inbox>: the signed-in customer's conversation with support (route `/inbox`); attributes
 * `poll-ms` (milliseconds between reads for new answers while the page is visible, 4000 by
 * default) and `theme` (light, dark or system; the shopper's choice by default). A visitor is
 * asked to sign in. Fires `souq:navigate` from its links.
 */
export const InboxElement = souqElement(Inbox, { pollMs: 'number' });
/** The `InboxElement` instance type: the element with its attributes as typed properties. */
export type InboxElement = InstanceType<typeof InboxElement>;
defineOnce('souq-inbox', InboxElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-inbox': InboxElement;
  }
}
