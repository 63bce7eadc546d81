import { useMemo, useRef, useState } from 'react';
import { type ApiError, isApiError } from '../../src/core/api/ApiError';
import { createParcelEndpoints, type ParcelOrderBody } from '../../src/core/api/parcelEndpoints';
import type { OrderPlacedReply } from '../../src/core/api/wire';
import { useSouq } from '../../src/ui/souq';

/** How sending a parcel ended. */
export type SendOutcome =
  | { kind: 'placed'; reply: OrderPlacedReply }
  /** The total is no longer the one shown (409): nothing sent; review and send again. */
  | { kind: 'total-changed'; error: ApiError }
  /** The server said no (a 4xx): nothing sent. */
  | { kind: 'refused'; error: ApiError }
  /** No answer, or a server fault: the parcel may have been sent; a retry uses the same key. */
  | { kind: 'failed'; error: ApiError | null };

/** Sending a parcel, and whether a send is under way. */
export interface SendParcel {
  send(body: ParcelOrderBody): Promise<SendOutcome>;
  sending: boolean;
}

const CONFLICT = 409;

/**
 * Sends parcels under one attempt key (the request's Idempotency-Key): it is made when an attempt
 * starts and reused while no definitive answer has come, so a retry after a lost reply never
 * sends the parcel twice. The page says every refusal itself: the client shows no toast.
 */
export function useSendParcel(): SendParcel {
  const { api } = useSouq();
  const parcels = useMemo(() => createParcelEndpoints(api.request), [api]);
  const attempt = useRef<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async (body: ParcelOrderBody): Promise<SendOutcome> => {
    attempt.current ??= crypto.randomUUID();
    setSending(true);
    try {
      const reply = await parcels.placeParcelOrder(body, attempt.current, { silent: true });
      attempt.current = null;
      return { kind: 'placed', reply };
    } catch (error) {
      if (!isApiError(error)) return { kind: 'failed', error: null };
      if (error.status >= 400 && error.status < 500) {
        // Nothing was sent: the next attempt is a new one.
        attempt.current = null;
        return error.status === CONFLICT
          ? { kind: 'total-changed', error }
          : { kind: 'refused', error };
      }
      return { kind: 'failed', error };
    } finally {
      setSending(false);
    }
  };

  return { send, sending };
}
