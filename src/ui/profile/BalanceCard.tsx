import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Icon } from '../Icon';
import * as css from './CustomerSection.css';

/** Props of `BalanceCard`. */
export interface BalanceCardProps {
  icon: LucideIcon;
  /** What the figure is ('Wallet balance'), translated. */
  label: string;
  /** The figure, written out (a price, a count of points); a stand-in while it is unknown. */
  figure: string;
}

/** A balance of the customer's, labelled, its figure large; the figure is read out as it changes. */
export function BalanceCard({ icon, label, figure }: BalanceCardProps): ReactNode {
  const labelId = useId();
  return (
    <section className={css.balance} aria-labelledby={labelId}>
      <Icon icon={icon} size={32} className={css.balanceIcon} />
      <div className={css.balanceText}>
        <span id={labelId} className={css.balanceLabel}>
          {label}
        </span>
        <output className={css.balanceFigure} aria-live="polite">
          {figure}
        </output>
      </div>
    </section>
  );
}
