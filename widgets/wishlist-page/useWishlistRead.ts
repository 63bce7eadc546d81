import { useCallback, useEffect, useState } from 'react';
import { useSouq } from '../../src/ui/souq';

/** Where the page's read of the wishlist is. */
export type WishlistReadStatus = 'loading' | 'ready' | 'failed';

/** The wishlist read afresh, and a way to read it again. */
export interface WishlistRead {
  status: WishlistReadStatus;
  retry(): void;
}

/**
 * Reads the signed-in shopper's wishlist from the server as the page opens (it may have changed
 * on another device since the page loaded), saying a failed read so the page offers Try again.
 * Nothing is read for a visitor.
 */
export function useWishlistRead(signedIn: boolean): WishlistRead {
  const { wishlist } = useSouq();
  const [status, setStatus] = useState<WishlistReadStatus>('loading');
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each attempt reads anew
  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    setStatus('loading');
    void wishlist.refresh().then((read) => {
      if (current) setStatus(read ? 'ready' : 'failed');
    });
    return () => {
      current = false;
    };
  }, [signedIn, wishlist, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { status, retry };
}
