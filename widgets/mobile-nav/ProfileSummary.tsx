import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import type { CustomerProfile } from '../../src/core/api/wire';
import { usePriceFormatter, useSouq, useT } from '../../src/ui/souq';
import * as css from './MenuDrawer.css';

/** Props of `ProfileSummary`. */
export interface ProfileSummaryProps {
  profile: CustomerProfile;
}

/**
 * The signed-in customer at the top of the drawer: greeting by first name, days since joining,
 * order count and, when the shop runs wallets, the wallet balance.
 */
export function ProfileSummary({ profile }: ProfileSummaryProps): ReactNode {
  useSignals();
  const t = useT();
  const formatPrice = usePriceFormatter();
  const { shop } = useSouq();
  const walletShown = shop.features.value.wallet;
  return (
    <div className={css.summary}>
      <p className={css.greeting}>{t('Hello, {name}', { name: profile.f_name })}</p>
      <p className={css.summaryLine}>
        {t('days_since_joining', { count: profile.member_since_days })}
      </p>
      <p className={css.summaryLine}>{t('orders_count', { count: profile.order_count })}</p>
      {walletShown ? (
        <dl className={css.wallet}>
          <dt>{t('Wallet balance')}</dt>
          <dd className={css.walletAmount}>{formatPrice(profile.wallet_balance)}</dd>
        </dl>
      ) : null}
    </div>
  );
}
