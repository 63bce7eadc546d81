/*
 * The contract between the delivery step and the checkout page: what the step is given and what
 * it hands back. The draft it fills is the core's (src/core/checkout), which the checkout
 * persists so a reload loses nothing typed.
 */
import type { Ref } from 'react';
import type { CheckoutDestination, DeliveryDraft } from '../../../src/core/checkout';

export { type DeliveryDraft, EMPTY_DELIVERY_DRAFT } from '../../../src/core/checkout';

/** Where the order goes, once the step is complete and valid (the checkout's destination). */
export type DeliveryChoice = CheckoutDestination;

/** What the checkout may ask of the step. */
export interface DeliveryStepHandle {
  /**
   * Shows every error of the step and focuses the first; resolves the choice when valid (a new
   * address the customer asked to save is saved then, and comes back as kind 'saved').
   */
  validate(): Promise<DeliveryChoice | null>;
}

/** Props of `DeliveryStep`. */
export interface DeliveryStepProps {
  signedIn: boolean;
  draft: DeliveryDraft;
  onDraftChange(draft: DeliveryDraft): void;
  /** The saved address the customer chose, persisted by the checkout. */
  savedAddressId: number | null;
  onSavedAddressChange(id: number | null): void;
  /**
   * The current choice whenever it becomes complete and valid, or null when it stops being so
   * (the checkout's summary prices the delivery fee from it).
   */
  onChoiceChange(choice: DeliveryChoice | null): void;
  handle?: Ref<DeliveryStepHandle>;
}
