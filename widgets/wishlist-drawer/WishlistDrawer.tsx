import { useSignals } from '@preact/signals-react/runtime';
import { Heart } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { SIGN_IN_PATH } from '../../src/core/api';
import { useSouqEvents } from '../../src/elements/host/useSouqEvents';
import { Button } from '../../src/ui/Button';
import { type DrawerProps, DrawerSheet, useDrawer } from '../../src/ui/DrawerSheet';
import { Spinner } from '../../src/ui/Spinner';
import { useSouq, useStorefrontHref, useT } from '../../src/ui/souq';
import { useWishlistRemoval, WishlistLine } from '../../src/ui/wishlist';
import * as css from './WishlistDrawer.css';

/** Props of `WishlistDrawer`: those of every drawer. */
export type WishlistDrawerProps = DrawerProps;

/**
 * The heart button with the wished-items count and the sheet it opens: the signed-in shopper's
 * wished items, each with Add to Cart (or a link to choose its variations) and remove. A visitor
 * who is not signed in is asked to sign in, since only customers keep a wishlist (spec §6).
 */
export function WishlistDrawer(props: WishlistDrawerProps): ReactNode {
  useSignals();
  const t = useT();
  const { wishlist, session } = useSouq();
  const href = useStorefrontHref();
  const events = useSouqEvents();
  const drawer = useDrawer(props);
  const [loading, setLoading] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  const signedIn = session.isLoggedIn.value;
  const count = signedIn ? wishlist.count.value : 0;
  const items = signedIn ? wishlist.items.value : [];

  // The list may have changed on another device or tab since the page loaded.
  useEffect(() => {
    if (!drawer.open || !signedIn) return;
    let current = true;
    setLoading(true);
    void wishlist.refresh().finally(() => {
      if (current) setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [drawer.open, signedIn, wishlist]);

  // The last line gone, the sheet's close button takes the focus.
  const remove = useWishlistRemoval(body, () =>
    body.current?.closest('[role="dialog"]')?.querySelector<HTMLElement>('button'),
  );

  function content(): ReactNode {
    if (!signedIn) {
      return (
        <div className={css.message}>
          <p className={css.messageText}>{t('Sign in to see your wishlist')}</p>
          <Button href={href(SIGN_IN_PATH)}>{t('Sign In')}</Button>
        </div>
      );
    }
    if (items.length === 0) {
      return (
        <div className={css.message}>
          {loading ? (
            <Spinner label={t('Loading')} />
          ) : (
            <p className={css.messageText}>{t('No Favourite Items Found')}</p>
          )}
        </div>
      );
    }
    return (
      <ul className={css.list} aria-busy={loading || undefined}>
        {items.map((item, index) => (
          <WishlistLine
            key={item.id}
            item={item}
            onRemove={() => void remove(item.id, index)}
            onAdded={(line) => events.dispatchLine('souq:item-add', line)}
          />
        ))}
      </ul>
    );
  }

  return (
    <DrawerSheet
      state={drawer}
      icon={Heart}
      label={t('wishlist_button_label', { count })}
      count={count}
      title={t('wishlist_title', { count })}
      triggerPart="trigger"
      badgePart="badge"
      panelPart="panel"
    >
      <div ref={body}>{content()}</div>
    </DrawerSheet>
  );
}
