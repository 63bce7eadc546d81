import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../../../src/ui/souq';
import { Footer } from '../../../widgets/footer';
import { Header } from '../../../widgets/header';
import { MobileNav } from '../../../widgets/mobile-nav';
import './documentStyles.css';
import * as styles from './StorefrontLayout.css';
import { useMediaQuery } from './useMediaQuery';

/** The id of the storefront's `<main>`, focused after each navigation. */
export const MAIN_ID = 'main';

/**
 * The page around every route: the desktop header from 1024 px, the mobile header and bottom bar
 * below it, the page itself, and the footer.
 */
export function StorefrontLayout({ children }: { children: ReactNode }): ReactNode {
  const t = useT();
  const [path] = useLocation();
  const desktop = useMediaQuery(styles.DESKTOP_QUERY);
  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href={`#${MAIN_ID}`}>
        {t('Skip to main content')}
      </a>
      {desktop ? <Header /> : <MobileNav currentPath={path} />}
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
    </div>
  );
}

/** The page alone, for the first-load pages that stand for the whole shop (maintenance, 404). */
export function StandaloneLayout({ children }: { children: ReactNode }): ReactNode {
  return (
    <div className={styles.page}>
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
