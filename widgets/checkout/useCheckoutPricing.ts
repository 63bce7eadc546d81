import { useSignals } from '@preact/signals-react/runtime';
import type { LatLng } from '../../src/core/api/wire';
import {
  type CartStoreGroup,
  type CheckoutDestination,
  type CheckoutSummary,
  checkoutSummary,
  type DeliveryPricing,
  deliveryPricing,
  type StoreFacts,
} from '../../src/core/checkout';
import { useSouq } from '../../src/ui/souq';
import { useStoreFacts } from './useStoreFacts';

/** The checkout's prices, as the server will price the order. */
export interface CheckoutPricing {
  /** The summary for the delivery chosen so far. */
  summary: CheckoutSummary;
  /** The summary for a delivery the step has just confirmed (Place order prices from it). */
  priceFor(destination: CheckoutDestination | null): CheckoutSummary;
  /** The address is known but the store's position is not yet: the fee is on its way. */
  feePending: boolean;
  /** The store's facts, once known. */
  store: StoreFacts | null;
  /** Reads the store again, past the cache. */
  reloadStore: () => void;
}

/** Where a destination is on the map. */
function pointOf(destination: CheckoutDestination): LatLng {
  return destination.kind === 'saved'
    ? { lat: Number(destination.address.latitude), lng: Number(destination.address.longitude) }
    : { lat: destination.address.latitude, lng: destination.address.longitude };
}

const NO_LINES: CartStoreGroup['lines'] = [];

/**
 * Prices the lines of the store ordered from (none until one is chosen) with everything the draft
 * holds (coupon, tip, wallet) and the delivery to the destination: the distance from the store to
 * the address, in the zone the delivery step found for it.
 */
export function useCheckoutPricing(
  store: CartStoreGroup | null,
  destination: CheckoutDestination | null,
): CheckoutPricing {
  useSignals();
  const { checkout, session, shop } = useSouq();
  const { facts, reload } = useStoreFacts(store?.storeId ?? null);
  const settings = checkout.settings.value;
  const draft = checkout.draft.value;
  const zones = shop.zones.value;
  const usesWallet = session.isLoggedIn.value && settings.wallet && draft.useWallet;
  const balance = usesWallet ? (session.profile.value?.wallet_balance ?? 0) : 0;

  const deliveryTo = (to: CheckoutDestination | null): DeliveryPricing | null => {
    if (to === null || facts === null) return null;
    const zoneId = to.kind === 'saved' ? to.address.zone_id : to.zoneId;
    const zone = zones.find((candidate) => candidate.id === zoneId);
    return zone ? deliveryPricing(zone, pointOf(to), facts.point) : null;
  };
  const priceFor = (to: CheckoutDestination | null) =>
    checkoutSummary({
      lines: store?.lines ?? NO_LINES,
      storeId: store?.storeId ?? 0,
      coupon: draft.coupon,
      delivery: deliveryTo(to),
      zoneId: facts?.zoneId ?? null,
      settings,
      tip: draft.tip,
      wallet: balance,
    });

  return {
    summary: priceFor(destination),
    priceFor,
    feePending: destination !== null && facts === null,
    store: facts,
    reloadStore: reload,
  };
}
