import { Menu, Search } from 'lucide-react';
import { type MouseEvent, type ReactNode, useId, useRef, useState } from 'react';
import { IconButton } from '../../src/ui/IconButton';
import { ShopLogo } from '../../src/ui/ShopLogo';
import { useT } from '../../src/ui/souq';
import { CartDrawer } from '../cart-drawer';
import { WishlistDrawer } from '../wishlist-drawer';
import { type BarPress, BottomBar } from './BottomBar';
import { MenuDrawer, type MenuFocus } from './MenuDrawer';
import * as css from './MobileNav.css';
import { SearchPanel } from './SearchPanel';

/** Props of `MobileNav`. */
export interface MobileNavProps {
  /** The page's path, which marks Home as current on `/home`; the location's path by default. */
  currentPath?: string | undefined;
}

/**
 * The storefront's navigation on small screens (spec §2 "Mobile header and bottom bar"): a
 * header stuck to the top with the menu drawer, the logo and a search box it reveals, and a bar
 * fixed to the bottom with Home, Wishes, Cart, Categories and Search. The page under the bar
 * needs `MOBILE_NAV_CLEARANCE` of block-end padding.
 */
export function MobileNav({ currentPath }: MobileNavProps): ReactNode {
  const t = useT();
  const searchId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuFocus, setMenuFocus] = useState<MenuFocus>('start');
  const [searchShown, setSearchShown] = useState(false);
  const [searchFocusRequest, setSearchFocusRequest] = useState(0);
  const [cartOpen, setCartOpen] = useState(false);
  const [wishlistOpen, setWishlistOpen] = useState(false);
  // The search box is not a modal: closing it hands the focus back by hand.
  const searchOpener = useRef<HTMLElement | null>(null);

  const openMenu = (focus: MenuFocus) => {
    setMenuFocus(focus);
    setMenuOpen(true);
  };

  const revealSearch = (event: MouseEvent<HTMLElement>) => {
    searchOpener.current = event.currentTarget;
    setSearchShown(true);
    setSearchFocusRequest((request) => request + 1);
  };

  const hideSearch = () => {
    setSearchShown(false);
    searchOpener.current?.focus();
  };

  const toggleSearch: BarPress = (event) => {
    if (searchShown) hideSearch();
    else revealSearch(event);
  };

  return (
    <>
      <header className={css.header} part="top-bar">
        <div className={css.headerRow}>
          <IconButton
            icon={Menu}
            label={t('Menu')}
            part="trigger"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => openMenu('start')}
          />
          <ShopLogo
            className={css.logoLink}
            imageClassName={css.logoImage}
            textClassName={css.logoText}
            height={32}
          />
          <IconButton
            icon={Search}
            label={t('Search')}
            part="trigger"
            aria-expanded={searchShown}
            aria-controls={searchShown ? searchId : undefined}
            onClick={toggleSearch}
          />
        </div>
        {searchShown ? (
          <SearchPanel id={searchId} focusRequest={searchFocusRequest} onClose={hideSearch} />
        ) : null}
      </header>
      <MenuDrawer open={menuOpen} onOpenChange={setMenuOpen} focus={menuFocus} />
      <BottomBar
        currentPath={currentPath ?? window.location.pathname}
        searchShown={searchShown}
        searchId={searchId}
        onWishes={() => setWishlistOpen(true)}
        onCart={() => setCartOpen(true)}
        onCategories={() => openMenu('categories')}
        onSearch={revealSearch}
      />
      {/* The bottom bar opens the drawers: their own buttons are left out. */}
      <CartDrawer open={cartOpen} onOpenChange={setCartOpen} trigger={false} />
      <WishlistDrawer open={wishlistOpen} onOpenChange={setWishlistOpen} trigger={false} />
    </>
  );
}
