import { useSignals } from '@preact/signals-react/runtime';
import { Award } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { LoyaltyPointTransaction } from '../../src/core/api/wire';
import { usePagedList } from '../../src/ui/hooks/usePagedList';
import { Ledger, type LedgerEntry } from '../../src/ui/ledger';
import { BalanceCard, CustomerSection, useFreshProfile } from '../../src/ui/profile';
import {
  type Translator,
  usePriceFormatter,
  useSouq,
  useT,
  useWalletEndpoints,
} from '../../src/ui/souq';
import { ConvertPointsForm } from './ConvertPointsForm';
import * as css from './Loyalty.css';

/** Transactions per page, the spec's default page size (§7). */
export const LOYALTY_PAGE_SIZE = 10;

/** A points movement as the ledger shows it: earned by an order, or converted to the wallet. */
const entryOf = (t: Translator, movement: LoyaltyPointTransaction): LedgerEntry => ({
  id: movement.id,
  label:
    movement.transaction_type === 'order_place' ? t('Earned from an order') : t('point_to_wallet'),
  at: movement.created_at,
  credit: movement.credit,
  debit: movement.debit,
  balance: movement.balance,
});

/**
 * Loyalty points (route `/profile?page=loyalty-points`): the points held, read anew; converting
 * them into wallet money at the shop's rate (200 at least, spec §9), previewed and confirmed,
 * then the new balances; every movement, ten at a time with Show more. A visitor is asked to sign
 * in; a shop with loyalty points off says so.
 */
export function Loyalty(): ReactNode {
  const t = useT();
  return (
    <CustomerSection
      rootPart="root"
      page="loyalty-points"
      title={t('Loyalty Points')}
      feature="loyaltyPoints"
      offMessage={t('Loyalty points are not available')}
    >
      <LoyaltySections />
    </CustomerSection>
  );
}

/** The signed-in customer's points, once the shop has them on. */
function LoyaltySections(): ReactNode {
  useSignals();
  const t = useT();
  const { locale } = useSouq();
  const price = usePriceFormatter();
  const endpoints = useWalletEndpoints();
  const { profile, refresh } = useFreshProfile();
  // Bumped by each conversion: the ledger starts over with it on top.
  const [conversions, setConversions] = useState(0);
  const points = (count: number) => t('points_count', { count });

  const ledger = usePagedList<LedgerEntry>(
    JSON.stringify([conversions, locale.language.value]),
    async (page, signal) => {
      const reply = await endpoints.getLoyaltyTransactions(
        { limit: LOYALTY_PAGE_SIZE, offset: page },
        { signal, silent: true },
      );
      return { rows: reply.data.map((movement) => entryOf(t, movement)), total: reply.total_size };
    },
  );

  const held = profile?.loyalty_point ?? 0;
  return (
    <>
      <BalanceCard icon={Award} label={t('Your points')} figure={profile ? points(held) : '…'} />
      <p role="status" className={conversions > 0 && profile ? css.converted : css.quiet}>
        {conversions > 0 && profile
          ? `${t('Points transferred to your wallet')}. ${t(
              'You now have {points} points and {amount} in your wallet.',
              { points: held, amount: price(profile.wallet_balance) },
            )}`
          : ''}
      </p>
      <ConvertPointsForm
        held={held}
        onConverted={async () => {
          await refresh();
          setConversions((count) => count + 1);
        }}
      />
      <Ledger
        list={ledger}
        format={points}
        emptyMessage={t('No transactions yet.')}
        errorMessage={t('Your transactions could not be loaded.')}
      />
    </>
  );
}
