import { useCallback, useEffect, useState } from 'react';
import type { BootOutcome } from '../../src/core/session';
import { useSouq, useT } from '../../src/ui/souq';
import { Toaster } from '../../src/ui/Toaster';
import { CartDrawer } from '../../widgets/cart-drawer';
import { LanguageSwitcher } from '../../widgets/language-switcher';
import { ThemeSwitch } from '../../widgets/theme-switch';
import { WishlistDrawer } from '../../widgets/wishlist-drawer';
import { BootStatus } from './BootStatus';
import * as styles from './shell.css';
import { useDocumentLocale } from './useDocumentLocale';

/** The storefront shell: header with the switches and the drawers, the page, the toasts. */
export function App() {
  const souq = useSouq();
  const t = useT();
  const [outcome, setOutcome] = useState<BootOutcome | null>(null);
  useDocumentLocale();

  const boot = useCallback(() => {
    setOutcome(null);
    souq.cache.invalidate(['config']);
    void souq.session.boot().then((result) => {
      setOutcome(result);
      // The server holds the cart and the wishlist; the stored copies may be from another device.
      if (result.status === 'ready') {
        void souq.cart.refresh();
        void souq.wishlist.refresh();
      }
    });
  }, [souq]);
  useEffect(boot, [boot]);

  return (
    <>
      <a className={styles.skipLink} href="#main">
        {t('Skip to main content')}
      </a>
      <header className={styles.header}>
        <a className={styles.brand} href="/home">
          {t('Souq')}
        </a>
        <ThemeSwitch compact />
        <LanguageSwitcher />
        <div className={styles.headerActions}>
          <WishlistDrawer />
          <CartDrawer />
        </div>
      </header>
      <main id="main" className={styles.main}>
        <BootStatus outcome={outcome} onRetry={boot} />
      </main>
      <Toaster />
    </>
  );
}
