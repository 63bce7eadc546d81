import { useSignals } from '@preact/signals-react/runtime';
import {
  type CheckoutDestination,
  checkoutSummary,
  deliveryPricing,
  type StoreFacts,
} from '../../src/core/checkout';
import { useSouq } from '../../src/ui/souq';

/**
 * The delivery fee of a prescription order from the pharmacy to the destination, as the server
 * charges it (an order of no lines: the fee of the core's pricing, and no tax on nothing). Null
 * until both are known, or when the address lies in another zone than the pharmacy's.
 */
export function useDeliveryFee(
  storeId: number | null,
  facts: StoreFacts | null,
  destination: CheckoutDestination | null,
): number | null {
  useSignals();
  const { checkout, shop } = useSouq();
  const zones = shop.zones.value;
  const settings = checkout.settings.value;
  if (storeId === null || facts === null || destination === null) return null;
  const zoneId = destination.kind === 'saved' ? destination.address.zone_id : destination.zoneId;
  const zone = zones.find((candidate) => candidate.id === zoneId);
  if (!zone || (facts.zoneId !== null && facts.zoneId !== zoneId)) return null;
  const point =
    destination.kind === 'saved'
      ? { lat: Number(destination.address.latitude), lng: Number(destination.address.longitude) }
      : { lat: destination.address.latitude, lng: destination.address.longitude };
  const summary = checkoutSummary({
    lines: [],
    storeId,
    coupon: null,
    delivery: deliveryPricing(zone, point, facts.point),
    zoneId,
    settings,
    tip: 0,
    wallet: 0,
  });
  return summary.totals.deliveryFee;
}
