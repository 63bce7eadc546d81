import { ShoppingBasket } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../src/ui/Button';
import { Icon } from '../../src/ui/Icon';
import { useT } from '../../src/ui/souq';
import * as css from './CartDrawer.css';
import { REFOCUS_FALLBACK_ATTRIBUTE } from './useRefocusAfterRemoval';

/** Props of `EmptyCart`. */
export interface EmptyCartProps {
  /** Closes the drawer so the shopper can go on browsing. */
  onContinue: () => void;
}

/** Size of the empty-basket illustration, in CSS pixels. */
const ILLUSTRATION_SIZE = 64;

/** The empty drawer: an empty basket, 'Your cart is empty' and a way back to the shop. */
export function EmptyCart({ onContinue }: EmptyCartProps): ReactNode {
  const t = useT();
  return (
    <div className={css.empty}>
      <Icon icon={ShoppingBasket} size={ILLUSTRATION_SIZE} className={css.emptyIcon} />
      <p className={css.emptyText}>{t('Your cart is empty')}</p>
      <Button variant="secondary" onClick={onContinue} {...{ [REFOCUS_FALLBACK_ATTRIBUTE]: '' }}>
        {t('Continue shopping')}
      </Button>
    </div>
  );
}
