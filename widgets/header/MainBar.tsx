import { useSignals } from '@preact/signals-react/runtime';
import { Megaphone, PackageSearch, ShieldCheck, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  ABOUT_US_PATH,
  CAMPAIGNS_PATH,
  FLASH_SALES_PATH,
  TRACK_ORDER_PATH,
} from '../../src/core/catalog';
import { Icon } from '../../src/ui/Icon';
import { ShopLogo } from '../../src/ui/ShopLogo';
import { useSouq, useStorefrontHref, useT } from '../../src/ui/souq';
import { Tooltip } from '../../src/ui/Tooltip';
import { VisuallyHidden } from '../../src/ui/VisuallyHidden';
import { CartDrawer } from '../cart-drawer';
import { MegaMenu } from '../mega-menu';
import { ModuleSwitcher } from '../module-switcher';
import { SearchBox } from '../search-box';
import { WishlistDrawer } from '../wishlist-drawer';
import * as css from './Header.css';
import type { OpenParts } from './useOpenParts';

/** Props of `MainBar`. */
export interface MainBarProps {
  track: OpenParts['track'];
  /** The path of the storefront page shown, for the modules it marks. */
  currentPath?: string | undefined;
}

/**
 * The header's main bar: logo, search box, track-order link (visitors) or wishlist (customers)
 * and the cart; under them the navigation with the categories mega-menu, Flash Sale, Campaigns,
 * the shop's modules (where it has several) and the trust badge.
 */
export function MainBar({ track, currentPath }: MainBarProps): ReactNode {
  useSignals();
  const t = useT();
  const href = useStorefrontHref();
  const { session } = useSouq();
  const signedIn = session.isLoggedIn.value;
  return (
    <>
      <div className={css.row}>
        <ShopLogo
          className={css.logo}
          imageClassName={css.logoImage}
          textClassName={css.logoText}
          height={40}
        />
        <div className={css.search}>
          <SearchBox />
        </div>
        <div className={css.actions}>
          {signedIn ? (
            <WishlistDrawer onOpenChange={track('wishlist')} />
          ) : (
            <Tooltip content={t('Track Order')}>
              <a href={href(TRACK_ORDER_PATH)} className={css.iconLink}>
                <Icon icon={PackageSearch} />
                <VisuallyHidden>{t('Track Order')}</VisuallyHidden>
              </a>
            </Tooltip>
          )}
          <CartDrawer onOpenChange={track('cart')} />
        </div>
      </div>
      <nav aria-label={t('Main navigation')} className={css.navRow} part="nav-bar">
        <MegaMenu onOpenChange={track('categories')} />
        <a href={href(FLASH_SALES_PATH)} className={css.navLink}>
          <Icon icon={Zap} size={16} />
          {t('Flash Sale')}
        </a>
        <a href={href(CAMPAIGNS_PATH)} className={css.navLink}>
          <Icon icon={Megaphone} size={16} />
          {t('Campaigns')}
        </a>
        <ModuleSwitcher layout="bar" currentPath={currentPath} />
        <a href={href(ABOUT_US_PATH)} className={css.trust}>
          <Icon icon={ShieldCheck} size={18} />
          {t('Secure shopping')}
        </a>
      </nav>
    </>
  );
}
