import { type FocusEvent, type ReactNode, useState } from 'react';
import * as css from './Header.css';
import { MainBar } from './MainBar';
import { TopBar } from './TopBar';
import { HEADER_HIDE_THRESHOLD, useHideOnScroll } from './useHideOnScroll';
import { useOpenParts } from './useOpenParts';

/** Props of `Header`. */
export interface HeaderProps {
  /** Hides the header while the page scrolls down past 100 px (true by default). */
  hideOnScroll?: boolean | undefined;
  /** The path of the storefront page shown, for the modules it marks (the storefront's router). */
  currentPath?: string | undefined;
}

/**
 * The desktop header (spec §2 "Desktop header"): a top bar with the account menu, the app's QR
 * code, the country, language and theme; a main bar with the logo, search, track-order or
 * wishlist, and the cart; and the navigation with the categories mega-menu, Flash Sale,
 * Campaigns and the trust badge. It sticks to the top of the page and slides out of view while
 * the page scrolls down past 100 px, back as soon as it scrolls up, never while the focus is in
 * it or one of its menus, drawers or dialogs is open. For widths above 1024 px.
 */
export function Header({ hideOnScroll = true, currentPath }: HeaderProps): ReactNode {
  const parts = useOpenParts();
  const [focusWithin, setFocusWithin] = useState(false);
  const hidden = useHideOnScroll(HEADER_HIDE_THRESHOLD, {
    enabled: hideOnScroll,
    paused: focusWithin || parts.any,
  });

  // React's focus events bubble from the header's portalled menus and drawers too.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const to = event.relatedTarget;
    if (!(to instanceof Node && event.currentTarget.contains(to))) setFocusWithin(false);
  };

  return (
    <header
      className={css.header}
      part="root"
      data-hidden={hidden || undefined}
      onFocus={() => setFocusWithin(true)}
      onBlur={onBlur}
    >
      <TopBar track={parts.track} />
      <div className={css.mainBar} part="main-bar">
        <MainBar track={parts.track} currentPath={currentPath} />
      </div>
    </header>
  );
}
