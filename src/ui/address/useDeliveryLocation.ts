import { useCallback, useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { LatLng } from '../../core/api/wire';
import type { DeliveryDraft } from '../../core/checkout';
import { coordinateText, pointOf } from './addressForm';
import { useZoneCheck, type ZoneCheck, type ZoneStatus } from './useZoneCheck';

/** What came with a point besides where it is. */
export interface PointDetails {
  /** The point's address, as the place search or the reverse geocoding wrote it. */
  address?: string | undefined;
  /** The zone the shopper chose, kept while the check confirms it. */
  zoneId?: string | undefined;
}

/** The step's point: setting it fills the form's coordinates and checks its zone. */
export interface DeliveryLocation {
  zone: ZoneCheck;
  setPoint(point: LatLng, details?: PointDetails): void;
  /** Forgets the point, keeping the zone chosen (none by default). */
  clearPoint(zoneId?: string): void;
  /** Checks the form's point again (after a failed check). */
  recheck(): void;
}

/** Where the check starts: a point with its zone is taken as checked (a draft read back). */
function initialStatus(draft: DeliveryDraft): ZoneStatus {
  if (pointOf(draft) === null) return { kind: 'none' };
  const zoneId = Number(draft.zoneId);
  return draft.zoneId !== '' && Number.isInteger(zoneId)
    ? { kind: 'inside', zoneId }
    : { kind: 'checking' };
}

/**
 * The location of the new-address form. A chosen point fills the coordinates, and the address
 * line when the shopper has not written one of their own; the zone the server finds for it is
 * written to the form, and none when the point lies outside every zone.
 */
export function useDeliveryLocation(form: UseFormReturn<DeliveryDraft>): DeliveryLocation {
  const filledAddress = useRef<string | null>(null);
  const onZone = useCallback(
    (zoneId: number | null) => form.setValue('zoneId', zoneId === null ? '' : String(zoneId)),
    [form],
  );
  const zone = useZoneCheck(initialStatus(form.getValues()), onZone);
  const { check, clear } = zone;

  const setPoint = useCallback(
    (point: LatLng, details: PointDetails = {}) => {
      const set = { shouldValidate: true, shouldDirty: true } as const;
      form.setValue('latitude', coordinateText(point.lat), set);
      form.setValue('longitude', coordinateText(point.lng), set);
      form.setValue('zoneId', details.zoneId ?? '');
      const typed = form.getValues('address');
      // The line is filled only while it is empty or still holds what was filled before.
      if (details.address && (typed.trim() === '' || typed === filledAddress.current)) {
        form.setValue('address', details.address, set);
        filledAddress.current = details.address;
      }
      void check(point);
    },
    [form, check],
  );

  const clearPoint = useCallback(
    (zoneId = '') => {
      form.setValue('latitude', '');
      form.setValue('longitude', '');
      form.setValue('zoneId', zoneId);
      clear();
    },
    [form, clear],
  );

  const recheck = useCallback(() => {
    const point = pointOf(form.getValues());
    if (point) void check(point);
  }, [form, check]);

  // A draft read back with a point but no zone yet is checked as the step mounts.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the status the step starts with needs this
  useEffect(() => {
    if (zone.status.kind === 'checking') recheck();
  }, []);

  return { zone, setPoint, clearPoint, recheck };
}
