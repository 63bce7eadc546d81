import type { ReactNode } from 'react';
import * as css from './OrderDetails.css';

/** One fact: its label, its value, and a class for a fact that stands out. */
export interface Fact {
  label: string;
  value: ReactNode;
  className?: string;
}

/** Facts as a description list, each label beside its value. */
export function FactList({ facts }: { facts: readonly Fact[] }): ReactNode {
  return (
    <dl className={css.facts}>
      {facts.map(({ label, value, className }) => (
        <div key={label} className={className ? `${css.fact} ${className}` : css.fact}>
          <dt className={css.factLabel}>{label}</dt>
          <dd className={css.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
