import { Menu, Search } from 'lucide-react';
import { type MouseEvent, type ReactNode, Suspense, useId, useRef, useState } from 'react';
import { useOnceTrue } from '../../src/ui/hooks/useOnceTrue';
import { IconButton } from '../../src/ui/IconButton';
import { ShopLogo } from '../../src/ui/ShopLogo';
import { useT } from '../../src/ui/souq';
import { type BarPart, type BarPress, BottomBar } from './BottomBar';
import type { MenuFocus } from './MenuDrawer';
import * as css from './MobileNav.css';
import { cartDrawer, menuDrawer, searchPanel, wishlistDrawer } from './mobileNavParts';

/** What each bar button opens, loaded as soon as the shopper points at or focuses the button. */
const PREPARES: Record<BarPart, () => void> = {
  wishes: wishlistDrawer.preload,
  cart: cartDrawer.preload,
  categories: menuDrawer.preload,
  search: searchPanel.preload,
};

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
  // The drawers and the search box are chunks of their own, loaded when first wanted and kept.
  const menuWanted = useOnceTrue(menuOpen);
  const cartWanted = useOnceTrue(cartOpen);
  const wishlistWanted = useOnceTrue(wishlistOpen);
  const { Component: MenuDrawer } = menuDrawer;
  const { Component: CartDrawer } = cartDrawer;
  const { Component: WishlistDrawer } = wishlistDrawer;
  const { Component: SearchPanel } = searchPanel;

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
            onPointerEnter={menuDrawer.preload}
            onFocus={menuDrawer.preload}
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
            onPointerEnter={searchPanel.preload}
            onFocus={searchPanel.preload}
            onClick={toggleSearch}
          />
        </div>
        {searchShown ? (
          // The buttons' aria-controls names the panel's place while its chunk is on its way.
          <Suspense fallback={<div id={searchId} />}>
            <SearchPanel id={searchId} focusRequest={searchFocusRequest} onClose={hideSearch} />
          </Suspense>
        ) : null}
      </header>
      <BottomBar
        currentPath={currentPath ?? window.location.pathname}
        searchShown={searchShown}
        searchId={searchId}
        onWishes={() => setWishlistOpen(true)}
        onCart={() => setCartOpen(true)}
        onCategories={() => openMenu('categories')}
        onSearch={revealSearch}
        onPrepare={(part) => PREPARES[part]()}
      />
      <Suspense fallback={null}>
        {menuWanted ? (
          <MenuDrawer
            open={menuOpen}
            onOpenChange={setMenuOpen}
            focus={menuFocus}
            currentPath={currentPath}
          />
        ) : null}
        {/* The bottom bar opens the drawers: their own buttons are left out. */}
        {cartWanted ? (
          <CartDrawer open={cartOpen} onOpenChange={setCartOpen} trigger={false} />
        ) : null}
        {wishlistWanted ? (
          <WishlistDrawer open={wishlistOpen} onOpenChange={setWishlistOpen} trigger={false} />
        ) : null}
      </Suspense>
    </>
  );
}
