import type { ReactNode } from 'react';
import * as css from './Checkout.css';

/** The checkout's stand-in while the cart is read: sections and a summary of their final size. */
export function CheckoutSkeleton(): ReactNode {
  return (
    <div className={css.layout} aria-hidden="true">
      <div className={css.sections}>
        {[0, 1].map((index) => (
          <div key={index} className={css.boneSection}>
            <span className={`${css.bone} ${css.boneTitle}`} />
            <span className={`${css.bone} ${css.boneLine}`} />
            <span className={`${css.bone} ${css.boneLine}`} />
          </div>
        ))}
      </div>
      <div className={css.boneSummary}>
        <span className={`${css.bone} ${css.boneTitle}`} />
        <span className={`${css.bone} ${css.boneLine}`} />
      </div>
    </div>
  );
}
