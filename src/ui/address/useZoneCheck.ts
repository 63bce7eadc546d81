import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../core/api/ApiError';
import type { LatLng } from '../../core/api/wire';
import { useOrderEndpoints } from '../souq';

/** Whether the shop delivers to the chosen point, as config/get-zone-id says. */
export type ZoneStatus =
  | { kind: 'none' }
  | { kind: 'checking' }
  | { kind: 'inside'; zoneId: number }
  | { kind: 'outside' }
  | { kind: 'failed' };

/** The zone check of the step's point. */
export interface ZoneCheck {
  status: ZoneStatus;
  /** Asks which zone holds the point; a newer check supersedes an older one still out. */
  check(point: LatLng): Promise<ZoneStatus>;
  /** Forgets the point: there is nothing to check. */
  clear(): void;
  /** The status once the newest check has answered. */
  settled(): Promise<ZoneStatus>;
}

/**
 * Checks each point the shopper chooses against the shop's zones, latest wins: a point outside
 * every zone is refused before the order is, and `onZone` hears the zone found (or null).
 */
export function useZoneCheck(
  initial: ZoneStatus,
  onZone: (zoneId: number | null) => void,
): ZoneCheck {
  const orders = useOrderEndpoints();
  const [status, setStatus] = useState<ZoneStatus>(initial);
  const latest = useRef<{ controller: AbortController; answer: Promise<ZoneStatus> } | null>(null);
  const statusNow = useRef(status);
  const onZoneNow = useRef(onZone);
  useEffect(() => {
    onZoneNow.current = onZone;
  });

  const settle = useCallback((next: ZoneStatus) => {
    statusNow.current = next;
    setStatus(next);
  }, []);

  const check = useCallback(
    (point: LatLng) => {
      latest.current?.controller.abort();
      const controller = new AbortController();
      settle({ kind: 'checking' });
      const answer = orders
        .getZoneId(point, { signal: controller.signal, silent: true })
        .then(
          (reply): ZoneStatus => {
            const zone = reply.zone_data[0];
            return zone ? { kind: 'inside', zoneId: zone.id } : { kind: 'outside' };
          },
          // The server answers 404 for a point outside every zone.
          (error: unknown): ZoneStatus =>
            isApiError(error) && error.status === 404 ? { kind: 'outside' } : { kind: 'failed' },
        )
        .then((found) => {
          if (controller.signal.aborted) return found;
          settle(found);
          onZoneNow.current(found.kind === 'inside' ? found.zoneId : null);
          return found;
        });
      latest.current = { controller, answer };
      return answer;
    },
    [orders, settle],
  );

  const clear = useCallback(() => {
    latest.current?.controller.abort();
    latest.current = null;
    settle({ kind: 'none' });
  }, [settle]);

  const settled = useCallback(async () => {
    let waiting = latest.current;
    while (waiting) {
      await waiting.answer;
      // A newer check may have started meanwhile; its answer is the one that counts.
      if (latest.current === waiting) break;
      waiting = latest.current;
    }
    return statusNow.current;
  }, []);

  useEffect(() => () => latest.current?.controller.abort(), []);

  return { status, check, clear, settled };
}
