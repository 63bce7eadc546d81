/*
 * The contract between the delivery step and the checkout page: what the step is given, what it
 * hands back, and the draft the checkout persists so a reload loses nothing typed.
 */
import type { Ref } from 'react';
import type { AddressDraft, SavedAddress } from '../../../src/core/api/orderWire';
import type { AddressType } from '../../../src/core/validation';

/** Where the order goes, once the step is complete and valid. */
export type DeliveryChoice =
  | { kind: 'saved'; address: SavedAddress }
  | { kind: 'new'; address: AddressDraft; zoneId: number };

/** The new-address fields as typed so far (the checkout persists them so a reload loses nothing). */
export interface DeliveryDraft {
  addressType: AddressType;
  label: string;
  contactName: string;
  contactPhone: string;
  address: string;
  road: string;
  house: string;
  floor: string;
  latitude: string;
  longitude: string;
  zoneId: string;
  saveForLater: boolean;
}

/** A draft nothing has been typed into: a home address, saved for next time when signed in. */
export const EMPTY_DELIVERY_DRAFT: DeliveryDraft = {
  addressType: 'home',
  label: '',
  contactName: '',
  contactPhone: '',
  address: '',
  road: '',
  house: '',
  floor: '',
  latitude: '',
  longitude: '',
  zoneId: '',
  saveForLater: true,
};

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
