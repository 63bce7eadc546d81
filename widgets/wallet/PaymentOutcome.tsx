import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormAlert } from '../../src/ui/form';
import { Icon } from '../../src/ui/Icon';
import { useT } from '../../src/ui/souq';
import * as css from './Wallet.css';

/** Props of `PaymentOutcome`. */
export interface PaymentOutcomeProps {
  /** The demo payment page's `status` on its way back: success, fail or cancel. */
  status: string | undefined;
}

/**
 * What became of a top-up the payment page has just handled: the money is in the wallet, or the
 * payment failed or was denied and nothing was added. Nothing when the page opens otherwise.
 */
export function PaymentOutcome({ status }: PaymentOutcomeProps): ReactNode {
  const t = useT();
  switch (status) {
    case 'success':
      return (
        <p role="status" className={css.paid}>
          <Icon icon={CircleCheck} size={24} className={css.paidIcon} />
          {t('Your payment went through: the amount is in your wallet.')}
        </p>
      );
    case 'fail':
    case 'cancel':
      return (
        <FormAlert>
          <strong>{status === 'cancel' ? t('Payment Denied') : t('Payment Failed')}</strong>{' '}
          {t('Nothing was added to your wallet.')}
        </FormAlert>
      );
    default:
      return null;
  }
}
