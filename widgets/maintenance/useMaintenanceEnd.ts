/*
 * Waits for the shop's maintenance to end: reads the configuration every `pollMs` while the page
 * is visible (not at all while it is hidden, at once when it shows again), backing off after
 * failures, and calls `onEnd` once the configuration no longer says maintenance.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { pollForChanges, type Watch } from '../../src/core/api/pollForChanges';
import type { Config } from '../../src/core/api/wire';
import { featureOn } from '../../src/core/shop/features';
import { documentVisibility, watchWhileVisible } from '../../src/core/support';
import { useSouq } from '../../src/ui/souq';

/** How often the page asks whether the shop is back. */
export const MAINTENANCE_POLL_MS = 30_000;

const isOver = (config: Config): boolean => !featureOn(config.maintenance_mode);

/** Where the wait stands: still under maintenance, or checking right now. */
export interface MaintenanceWait {
  checking: boolean;
  /** Asks at once, without waiting for the next read. */
  checkNow: () => void;
}

export function useMaintenanceEnd(pollMs: number, onEnd: () => void): MaintenanceWait {
  const souq = useSouq();
  const [checking, setChecking] = useState(false);
  const ended = useRef(false);
  const endOnce = useRef(onEnd);
  endOnce.current = onEnd;
  const restart = useRef<(() => void) | null>(null);

  useEffect(() => {
    const read = async (signal: AbortSignal): Promise<Config> => {
      setChecking(true);
      try {
        return await souq.api.getConfig({ signal, silent: true });
      } finally {
        if (!signal.aborted) setChecking(false);
      }
    };
    const poll = () =>
      pollForChanges({
        read,
        intervalMs: pollMs,
        isDone: isOver,
        onValue: (config) => {
          if (!isOver(config) || ended.current) return;
          ended.current = true;
          endOnce.current();
        },
      });
    let watch: Watch | null = null;
    const start = () => {
      watch?.stop();
      watch = watchWhileVisible(documentVisibility(), poll);
    };
    start();
    restart.current = start;
    return () => {
      restart.current = null;
      watch?.stop();
    };
  }, [souq, pollMs]);

  const checkNow = useCallback(() => restart.current?.(), []);
  return { checking, checkNow };
}
