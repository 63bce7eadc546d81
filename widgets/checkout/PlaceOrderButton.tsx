import type { ReactNode } from 'react';
import { Button } from '../../src/ui/Button';
import { FormAlert } from '../../src/ui/form';
import { usePriceFormatter, useT } from '../../src/ui/souq';
import * as css from './Checkout.css';

/** Props of `PlaceOrderButton`. */
export interface PlaceOrderButtonProps {
  placing: boolean;
  onPlace: () => void;
  /** Why the last press placed nothing, when it is said here. */
  problem: string | null;
  /** The total the server found instead of the one shown, to confirm with another press. */
  newTotal: number | null;
}

/** Place order, with its spinner while the order is on its way and what stopped it. */
export function PlaceOrderButton({
  placing,
  onPlace,
  problem,
  newTotal,
}: PlaceOrderButtonProps): ReactNode {
  const t = useT();
  const format = usePriceFormatter();
  return (
    <>
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      {newTotal === null ? null : (
        <p className={css.notice}>{t('New total: {amount}', { amount: format(newTotal) })}</p>
      )}
      <Button fullWidth loading={placing} onClick={onPlace}>
        {t('Place order')}
      </Button>
    </>
  );
}
