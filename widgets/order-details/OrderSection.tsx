import { type ReactNode, useId } from 'react';
import * as css from './OrderDetails.css';

/** Props of `OrderSection`. */
export interface OrderSectionProps {
  /** The section's h2, which also names it as a region. */
  title: string;
  children: ReactNode;
}

/** A part of the order page on its card, named by its heading. */
export function OrderSection({ title, children }: OrderSectionProps): ReactNode {
  const id = useId();
  return (
    <section className={css.section} aria-labelledby={id}>
      <h2 id={id} className={css.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
