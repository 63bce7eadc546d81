import { type ReactNode, useState } from 'react';
import type { OrderDetail } from '../../src/core/api/wire';
import { CHECKOUT_PATH } from '../../src/core/catalog';
import { Button } from '../../src/ui/Button';
import { useStorefrontLink } from '../../src/ui/StorefrontLink';
import { useT } from '../../src/ui/souq';
import * as css from './OrderDetails.css';
import { type ReorderResult, useOrderAgain } from './useOrderAgain';

/** Props of `OrderAgainAction`. */
export interface OrderAgainActionProps {
  lines: readonly OrderDetail[];
}

/** What the report says of a line that did not go back as ordered. */
function MissingLine({ result }: { result: ReorderResult }): ReactNode {
  const t = useT();
  if (result.outcome === 'added') {
    return <li>{t('reorder_fewer', { name: result.name, count: result.quantity })}</li>;
  }
  return <li>{t('reorder_refusal', { name: result.name, reason: result.outcome })}</li>;
}

/**
 * Order again: the order's lines go back into the cart, then the page says how many went in,
 * which did not (sold out, gone, already in the cart) or went in fewer, and offers checkout.
 */
export function OrderAgainAction({ lines }: OrderAgainActionProps): ReactNode {
  const t = useT();
  const orderAgain = useOrderAgain();
  const checkout = useStorefrontLink()(CHECKOUT_PATH);
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<ReorderResult[] | null>(null);

  const run = async () => {
    setBusy(true);
    try {
      setResults(await orderAgain(lines));
    } finally {
      setBusy(false);
    }
  };

  const added = results?.filter((result) => result.outcome === 'added').length ?? 0;
  const missing = results?.filter((result) => result.outcome !== 'added' || result.fewer) ?? [];
  return (
    <>
      <Button variant="secondary" fullWidth loading={busy} onClick={() => void run()}>
        {t('Order again')}
      </Button>
      <div role="status" className={results ? css.reorderReport : undefined}>
        {results ? (
          <>
            <p className={css.unpriced}>{t('reorder_added', { count: added })}</p>
            {missing.length > 0 ? (
              <ul className={css.reorderMissing}>
                {missing.map((result) => (
                  <MissingLine key={result.lineId} result={result} />
                ))}
              </ul>
            ) : null}
            {added > 0 ? (
              <Button size="sm" {...checkout}>
                {t('Proceed to Checkout')}
              </Button>
            ) : null}
          </>
        ) : null}
      </div>
    </>
  );
}
