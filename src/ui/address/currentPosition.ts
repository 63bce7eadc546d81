/*
 * The browser's own geolocation, asked once. No map provider is involved: the point goes to the
 * shop's server alone, to be named and checked against its zones.
 */
import { useSyncExternalStore } from 'react';
import type { LatLng } from '../../core/api/wire';

/** Why the browser gave no position: the shopper said no, or it could not find one. */
export type PositionFailure = 'denied' | 'unavailable';

/** How long the browser may look for a position, and how old a remembered one may be. */
const POSITION_OPTIONS: PositionOptions = { timeout: 15_000, maximumAge: 60_000 };

// Some browsers (and embedding web views) leave the property out, others leave it empty.
const hasGeolocation = () =>
  typeof navigator !== 'undefined' &&
  typeof navigator.geolocation?.getCurrentPosition === 'function';
const never = () => () => undefined;

/** Whether this browser offers geolocation (false while rendered on a server). */
export function useGeolocationAvailable(): boolean {
  return useSyncExternalStore(never, hasGeolocation, () => false);
}

/** The shopper's position, or why there is none. */
export function currentPosition(): Promise<LatLng | PositionFailure> {
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude }),
      (error) => resolve(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      POSITION_OPTIONS,
    );
  });
}
