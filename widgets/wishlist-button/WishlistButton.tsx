import { useSignals } from '@preact/signals-react/runtime';
import { Heart } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { isApiError, UNAUTHORIZED } from '../../src/core/api';
import type { Item } from '../../src/core/api/wire';
import { isItemId, loadItem } from '../../src/core/catalog';
import { IconButton } from '../../src/ui/IconButton';
import { useSouq, useT } from '../../src/ui/souq';
import * as css from './WishlistButton.css';

/** Props of `WishlistButton`. */
export interface WishlistButtonProps {
  /** The numeric id of the item the heart wishes. */
  itemId: number;
  /** The item itself, when the card has it; otherwise it is fetched on the first wish. */
  item?: Item | undefined;
}

/**
 * A heart any product card can carry: pressed while the item is wished, pressing it wishes or
 * unwishes the item on the server and the local list follows the reply. A shopper who is not
 * signed in is told so and sent to sign in by the wishlist service.
 */
export function WishlistButton({ itemId, item }: WishlistButtonProps): ReactNode {
  useSignals();
  const t = useT();
  const core = useSouq();
  const { wishlist, locale, toasts } = core;
  const [fetching, setFetching] = useState(false);

  if (!isItemId(itemId)) return null;
  const wished = wishlist.has(itemId);

  // The service needs the whole item to keep it in the list; a card that only knows the id gets
  // it from the shared cache (or the server) on the first wish.
  const itemToWish = async (): Promise<Item | undefined> => {
    if (item) return item;
    setFetching(true);
    try {
      return await loadItem(core, itemId, locale.language.value);
    } catch (error) {
      if (!isApiError(error)) throw error;
      // An expired session is told by the API client's error policy, once for the whole page.
      if (!error.aborted && error.status !== UNAUTHORIZED) {
        toasts.error(error.messages[0] ?? t('Something went wrong'));
      }
      return undefined;
    } finally {
      setFetching(false);
    }
  };

  const toggle = async () => {
    if (wished) {
      await wishlist.remove(itemId);
      return;
    }
    const target = await itemToWish();
    if (target) await wishlist.add(target);
  };

  return (
    <IconButton
      icon={Heart}
      label={wished ? t('Remove from wishlist') : t('Add to wishlist')}
      part="button"
      aria-pressed={wished}
      loading={fetching || wishlist.pending.value.has(itemId)}
      className={wished ? css.wished : css.notWished}
      onClick={() => void toggle()}
    />
  );
}
