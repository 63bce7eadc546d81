import { type ReactNode, Suspense } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../../../src/ui/souq';
import { DeferredFooter } from './DeferredFooter';
import './documentStyles.css';
import { header, mobileNav } from './shellModules';
import * as styles from './StorefrontLayout.css';
import { DESKTOP_QUERY } from '../../shared/routeModules';
import { useMediaQuery } from '../../../src/ui/hooks/useMediaQuery';

const Header = header.Component;
const MobileNav = mobileNav.Component;

/** The id of the storefront's `<main>`, focused after each navigation. */
export const MAIN_ID = 'main';

/**
 * The page around every route: the desktop header from 1024 px, the mobile header and bottom bar
 * below it, the page itself, and the footer. The navigation holds its space while its chunk is
 * on its way (the entry asked for it first thing), so the page under it never moves.
 */
export function StorefrontLayout({ children }: { children: ReactNode }): ReactNode {
  const t = useT();
  const [path] = useLocation();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href={`#${MAIN_ID}`}>
        {t('Skip to main content')}
      </a>
      <Suspense
        fallback={<div className={desktop ? styles.headerSpace : styles.mobileHeaderSpace} />}
      >
        {desktop ? <Header currentPath={path} /> : <MobileNav currentPath={path} />}
      </Suspense>
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <DeferredFooter />
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
