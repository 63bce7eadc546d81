import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { isApiError } from '../../src/core/api/ApiError';
import type { GiftDraw, GiftItemReply } from '../../src/core/api/giftWire';
import { useMediaQuery } from '../../src/ui/hooks/useMediaQuery';
import { useServerQuery, useSouq, useT } from '../../src/ui/souq';
import { SPIN_MS } from './spinTiming';
import { useGiftEndpoints } from './useGiftEndpoints';

/** Past this, the prize shows even if the browser never said the wheel stopped (a hidden tab). */
const LANDING_GRACE_MS = 800;

/** The query that asks the shopper's browser for no motion. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Where a packet's spin stands for the signed-in customer. */
export type PacketSpinState =
  /** Whether the customer has spun it is still being read. */
  | { status: 'checking' }
  /** That read failed: `retry` asks again. */
  | { status: 'unknown' }
  /** Not spun yet: `spin` spins it; `asking` while the server draws. */
  | { status: 'ready'; asking: boolean; refusal: string | null }
  /** The server drew `draw`; the wheel is turning to it. */
  | { status: 'turning'; draw: GiftDraw }
  /** Spun: the prize, now or on an earlier visit. */
  | { status: 'won'; draw: GiftDraw };

/** A packet's spin, and what the customer can do with it. */
export interface PacketSpin {
  state: PacketSpinState;
  spin: () => void;
  /** The wheel has stopped: the prize shows. */
  land: () => void;
  retry: () => void;
}

/** The cache key of the customer's draw of a packet. */
const drawKey = (packetId: number) => ['gift-item', packetId] as const;

/**
 * The signed-in customer's one spin of a packet: their draw read from the server (get-gift-item),
 * and a spin the server draws (random-item-by-gift-packet) that the wheel then turns to, at once
 * when the shopper asks for reduced motion. Nothing is read for a visitor (`signedIn` false).
 */
export function usePacketSpin(packetId: number, signedIn: boolean): PacketSpin {
  useSignals();
  const t = useT();
  const { cache, locale } = useSouq();
  const endpoints = useGiftEndpoints();
  const reduceMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const key = [...drawKey(packetId), locale.language.value];
  // Silent: the card says what went wrong where the shopper is looking.
  const read = () => endpoints.getGiftItem(packetId, { silent: true });
  const readState = useServerQuery<GiftItemReply>(key, read, { enabled: signedIn });
  const [asking, setAsking] = useState(false);
  const [turning, setTurning] = useState<GiftDraw | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    if (turning === null) return;
    const stop = window.setTimeout(() => setTurning(null), SPIN_MS + LANDING_GRACE_MS);
    return () => window.clearTimeout(stop);
  }, [turning]);

  const spin = () => {
    if (asking || turning) return;
    setAsking(true);
    setRefusal(null);
    endpoints.spinGiftPacket(packetId, { silent: true }).then(
      (draw) => {
        // Every language's read of this draw is stale; this one is what the server just said.
        cache.invalidate(drawKey(packetId));
        cache.prime<GiftItemReply>(key, { gift_item: draw });
        setAsking(false);
        if (!reduceMotion) setTurning(draw);
      },
      (error: unknown) => {
        setAsking(false);
        setRefusal((isApiError(error) && error.messages[0]) || t('Something went wrong'));
      },
    );
  };

  return {
    state: stateOf(),
    spin,
    land: () => setTurning(null),
    retry: () => void cache.fetch(key, read).catch(() => undefined),
  };

  function stateOf(): PacketSpinState {
    if (turning) return { status: 'turning', draw: turning };
    switch (readState.status) {
      case 'idle':
      case 'loading':
        return { status: 'checking' };
      case 'error':
        return { status: 'unknown' };
      case 'success':
        return readState.data.gift_item
          ? { status: 'won', draw: readState.data.gift_item }
          : { status: 'ready', asking, refusal };
      default:
        return readState satisfies never;
    }
  }
}
