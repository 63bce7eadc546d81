import { useSignals } from '@preact/signals-react/runtime';
import { Heart, House, LayoutGrid, type LucideIcon, Search, ShoppingCart } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { SIGN_IN_PATH } from '../../src/core/api';
import { HOME_PATH } from '../../src/core/catalog';
import { formatNumber } from '../../src/core/i18n';
import { Icon } from '../../src/ui/Icon';
import { MAX_BADGE_COUNT } from '../../src/ui/IconButton';
import { useSouq, useStorefrontHref, useT } from '../../src/ui/souq';
import { VisuallyHidden } from '../../src/ui/VisuallyHidden';
import { isHomePath } from './currentPath';
import * as css from './MobileNav.css';

/** A bar button's press, with the button, so the focus can go back to it. */
export type BarPress = (event: MouseEvent<HTMLElement>) => void;

/** A bar button that opens a part of the navigation loaded on first need. */
export type BarPart = 'wishes' | 'cart' | 'categories' | 'search';

/** Props of `BottomBar`. */
export interface BottomBarProps {
  /** The page's path, to mark Home as the current page. */
  currentPath: string;
  /** Whether the search box is showing, and its id. */
  searchShown: boolean;
  searchId: string;
  onWishes: BarPress;
  onCart: BarPress;
  onCategories: BarPress;
  onSearch: BarPress;
  /** The shopper points at or focuses a button: what it opens can start loading. */
  onPrepare?: ((part: BarPart) => void) | undefined;
}

function ItemContent({
  icon,
  label,
  badge,
  spokenLabel,
}: {
  icon: LucideIcon;
  label: string;
  badge?: string;
  /**
   * What a screen reader says instead of the visible label (the cart's count in words). Given as
   * the item's own text rather than `aria-label`, so the visible label and count are not read
   * as a name that contradicts them (the Arabic dual "منتجان" has no digit to match the badge).
   */
  spokenLabel?: string;
}): ReactNode {
  return (
    <>
      <span className={css.barIcon}>
        <Icon icon={icon} size={22} />
        {badge === undefined ? null : (
          <span className={css.barBadge} part="badge" aria-hidden="true">
            {badge}
          </span>
        )}
      </span>
      <span className={css.barLabel} aria-hidden={spokenLabel === undefined ? undefined : true}>
        {label}
      </span>
      {spokenLabel === undefined ? null : <VisuallyHidden>{spokenLabel}</VisuallyHidden>}
    </>
  );
}

/**
 * The bottom bar (spec §2): Home, Wishes, Cart with its line count, Categories and Search, each
 * an icon over its name. A visitor who is not signed in is sent to sign in by Wishes (spec §4).
 */
export function BottomBar({
  currentPath,
  searchShown,
  searchId,
  onWishes,
  onCart,
  onCategories,
  onSearch,
  onPrepare,
}: BottomBarProps): ReactNode {
  useSignals();
  const t = useT();
  const href = useStorefrontHref();
  const { session, locale, cart } = useSouq();
  const signedIn = session.isLoggedIn.value;
  const count = cart.count.value;
  const language = locale.language.value;
  const prepare = (part: BarPart) => ({
    onPointerEnter: () => onPrepare?.(part),
    onFocus: () => onPrepare?.(part),
  });
  const badge =
    count > MAX_BADGE_COUNT
      ? `${formatNumber(MAX_BADGE_COUNT, language)}+`
      : formatNumber(count, language);

  return (
    <nav className={css.bottomBar} part="bottom-bar" aria-label={t('Shortcuts')}>
      <ul className={css.barList}>
        <li>
          <a
            className={css.barItem}
            href={href(HOME_PATH)}
            aria-current={isHomePath(currentPath) ? 'page' : undefined}
          >
            <ItemContent icon={House} label={t('Home')} />
          </a>
        </li>
        <li>
          {signedIn ? (
            <button
              type="button"
              className={css.barItem}
              aria-haspopup="dialog"
              onClick={onWishes}
              {...prepare('wishes')}
            >
              <ItemContent icon={Heart} label={t('Wishes')} />
            </button>
          ) : (
            <a className={css.barItem} href={href(SIGN_IN_PATH)}>
              <ItemContent icon={Heart} label={t('Wishes')} />
            </a>
          )}
        </li>
        <li>
          <button
            type="button"
            className={css.barItem}
            aria-haspopup="dialog"
            onClick={onCart}
            {...prepare('cart')}
          >
            <ItemContent
              icon={ShoppingCart}
              label={t('Cart')}
              spokenLabel={t('cart_button_label', { count })}
              {...(count > 0 ? { badge } : {})}
            />
          </button>
        </li>
        <li>
          <button
            type="button"
            className={css.barItem}
            aria-haspopup="dialog"
            onClick={onCategories}
            {...prepare('categories')}
          >
            <ItemContent icon={LayoutGrid} label={t('Categories')} />
          </button>
        </li>
        <li>
          <button
            type="button"
            className={css.barItem}
            aria-expanded={searchShown}
            aria-controls={searchShown ? searchId : undefined}
            onClick={onSearch}
            {...prepare('search')}
          >
            <ItemContent icon={Search} label={t('Search')} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
