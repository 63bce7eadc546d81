import { useSignals } from '@preact/signals-react/runtime';
import { Heart, Store, Trash2 } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { WISHLIST_PATH } from '../../src/core/catalog';
import { useSouqEvents } from '../../src/elements/host/useSouqEvents';
import {
  HomeNotice,
  RetryNotice,
  SignInNotice,
  StoreCard,
  StoreCardSkeleton,
} from '../../src/ui/catalog';
import { IconButton } from '../../src/ui/IconButton';
import { useSouq, useT } from '../../src/ui/souq';
import { Tabs } from '../../src/ui/Tabs';
import { useStoreRemoval, useWishlistRemoval, WishlistLine } from '../../src/ui/wishlist';
import { useWishlistRead } from './useWishlistRead';
import * as css from './WishlistPage.css';
import { WISHLIST_PAGE_TABS, type WishlistPageTab, wishlistPageTab } from './wishlistPageTab';

/** Props of `WishlistPage`. */
export interface WishlistPageProps {
  /** The tab shown first: `items` (the default) or `stores`. */
  tab?: string | undefined;
}

/** How many stand-in lines or cards show while the wishlist loads. */
const SKELETONS = 3;

/** Follows the `tab` prop when the host changes it, and the shopper's choice in between. */
function useChosenTab(tab: string | undefined): [WishlistPageTab, (next: WishlistPageTab) => void] {
  const [given, setGiven] = useState(tab);
  const [chosen, setChosen] = useState(() => wishlistPageTab(tab));
  if (given !== tab) {
    setGiven(tab);
    setChosen(wishlistPageTab(tab));
  }
  return [chosen, setChosen];
}

/**
 * The wishlist as a page (route `/wishlist`): the signed-in shopper's wished items, each with the
 * drawer's Add to Cart (or Choose options), remove and a link to its page, and the wished stores,
 * each linking to its page with its own remove, as two tabs. A visitor is asked to sign in.
 */
export function WishlistPage({ tab }: WishlistPageProps): ReactNode {
  useSignals();
  const t = useT();
  const { session, wishlist } = useSouq();
  const events = useSouqEvents();
  const signedIn = session.isLoggedIn.value;
  const read = useWishlistRead(signedIn);
  const [chosen, choose] = useChosenTab(tab);
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // The last item (or store) gone, the panel keeps the keyboard user's place.
  const remove = useWishlistRemoval(panel, () => panel.current);
  const removeStore = useStoreRemoval(panel, () => panel.current);
  const items = wishlist.items.value;
  const stores = wishlist.stores.value;
  const busy = read.status === 'loading';

  const retry = () => {
    // The pressed button gives way to the stand-ins; the panel keeps the keyboard user's place.
    panel.current?.focus();
    read.retry();
  };

  return (
    <div className={css.page} part="root">
      <h1 id={titleId} className={css.title}>
        {t('Wishlist')}
      </h1>
      {signedIn ? (
        <Tabs
          labelledBy={titleId}
          tabs={WISHLIST_PAGE_TABS}
          value={chosen}
          onChange={choose}
          renderTab={(of) => (of === 'items' ? t('Items') : t('Stores'))}
          panelRef={panel}
          panelClassName={css.panel}
          busy={busy}
        >
          {read.status === 'failed' ? (
            <RetryNotice message={t('Your wishlist could not be loaded.')} onRetry={retry} />
          ) : chosen === 'items' ? (
            itemsPanel()
          ) : (
            storesPanel()
          )}
        </Tabs>
      ) : (
        <SignInNotice from={WISHLIST_PATH} />
      )}
    </div>
  );

  function itemsPanel(): ReactNode {
    if (items.length === 0) {
      return busy ? (
        <ul className={css.lines} aria-hidden="true">
          {Array.from({ length: SKELETONS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical stand-ins that never reorder
            <li key={index} className={css.lineBone} />
          ))}
        </ul>
      ) : (
        <HomeNotice icon={Heart} message={t('No Favourite Items Found')} />
      );
    }
    return (
      <ul className={css.lines}>
        {items.map((item, index) => (
          <WishlistLine
            key={item.id}
            item={item}
            linked
            onRemove={() => void remove(item.id, index)}
            onAdded={(line) => events.dispatchLine('souq:item-add', line)}
          />
        ))}
      </ul>
    );
  }

  function storesPanel(): ReactNode {
    if (stores.length === 0) {
      return busy ? (
        <ul className={css.stores} aria-hidden="true">
          {Array.from({ length: SKELETONS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical stand-ins that never reorder
            <StoreCardSkeleton key={index} />
          ))}
        </ul>
      ) : (
        <HomeNotice icon={Store} message={t('No favourite stores found')} />
      );
    }
    return (
      <ul className={css.stores}>
        {stores.map((store, index) => (
          <StoreCard
            key={store.id}
            store={store}
            linked
            action={
              <IconButton
                icon={Trash2}
                label={t('Remove {name}', { name: store.name })}
                size="sm"
                loading={wishlist.pendingStores.value.has(store.id)}
                data-wishlist-remove=""
                onClick={() => void removeStore(store.id, index)}
              />
            }
          />
        ))}
      </ul>
    );
  }
}
