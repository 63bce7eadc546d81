import { type ReactNode, Suspense, useDeferredValue } from 'react';
import { useIdle } from '../../../src/ui/hooks/useIdle';
import { useNearViewport } from '../../../src/ui/hooks/useNearViewport';
import { footer } from './shellModules';
import * as styles from './StorefrontLayout.css';

const Footer = footer.Component;

/**
 * The footer, loaded and rendered once it comes near the viewport or the main thread is first
 * idle, whichever is sooner, in a deferred render the browser can interrupt. Until then its space
 * is held, so the page never grows under the shopper's eyes.
 */
export function DeferredFooter(): ReactNode {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const idle = useIdle();
  const shown = useDeferredValue(near || idle);
  const space = <div ref={ref} className={styles.footerSpace} />;
  if (!shown) return space;
  return (
    <Suspense fallback={space}>
      <Footer />
    </Suspense>
  );
}
