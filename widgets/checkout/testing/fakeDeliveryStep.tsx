/*
 * A stand-in for the delivery step (widgets/checkout/delivery, tested in its own folder): one
 * address field over the draft, and a fixed new address at the fake shop's zone centre, which
 * is where the fake measures delivery from, so the fee is the zone's minimum.
 */
import { type ReactNode, useEffect, useImperativeHandle } from 'react';
import type { DeliveryChoice, DeliveryStepProps } from '../delivery';

/** The fake shop's zone centre. */
export const ZONE_CENTRE = { lat: 30.0444, lng: 31.2357 } as const;

/** The new address the stand-in delivers to, with the address line the draft holds. */
export function destinationOf(address: string): DeliveryChoice {
  return {
    kind: 'new',
    zoneId: 1,
    address: {
      address_type: 'home',
      contact_person_name: 'Mona Adel',
      contact_person_number: '+201012345678',
      address: address || '12 Nile Street',
      latitude: ZONE_CENTRE.lat,
      longitude: ZONE_CENTRE.lng,
    },
  };
}

/** The stand-in step. */
export function DeliveryStep({
  draft,
  onDraftChange,
  onChoiceChange,
  handle,
}: DeliveryStepProps): ReactNode {
  useImperativeHandle(handle, () => ({ validate: async () => destinationOf(draft.address) }));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the real step reports its choice once it is valid; here, once
  useEffect(() => onChoiceChange(destinationOf(draft.address)), []);
  return (
    <>
      <h2>Delivery address</h2>
      <label>
        Address line
        <input
          value={draft.address}
          onChange={(event) => onDraftChange({ ...draft, address: event.target.value })}
        />
      </label>
    </>
  );
}
