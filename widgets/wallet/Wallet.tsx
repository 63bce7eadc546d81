import { useSignals } from '@preact/signals-react/runtime';
import { Wallet as WalletIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { WalletTransaction } from '../../src/core/api/wire';
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
import { PaymentOutcome } from './PaymentOutcome';
import { TopUpForm } from './TopUpForm';
import { TransactionTypeFilter, type WalletTypeChoice } from './TransactionTypeFilter';

/** Props of `Wallet`. */
export interface WalletProps {
  /** The demo payment page's `status` on its way back from a top-up: success, fail or cancel. */
  paymentStatus?: string | undefined;
}

/** Transactions per page, the spec's default page size (§7). */
export const WALLET_PAGE_SIZE = 10;

/** A wallet movement as the ledger shows it, its type in words. */
const entryOf = (t: Translator, movement: WalletTransaction): LedgerEntry => ({
  id: movement.id,
  label: t(movement.transaction_type),
  at: movement.created_at,
  credit: movement.credit,
  debit: movement.debit,
  balance: movement.balance,
});

/**
 * The wallet (route `/profile?page=wallet`): the balance, read anew; adding funds through the
 * shop's payment page, and what became of it on the way back; every transaction, ten at a time
 * with Show more, filtered by type. A visitor is asked to sign in; a shop with the wallet off
 * says so.
 */
export function Wallet({ paymentStatus }: WalletProps): ReactNode {
  const t = useT();
  return (
    <CustomerSection
      rootPart="root"
      page="wallet"
      title={t('Wallet')}
      feature="wallet"
      offMessage={t('The wallet is not available')}
    >
      <WalletSections paymentStatus={paymentStatus} />
    </CustomerSection>
  );
}

/** The signed-in customer's wallet, once the shop has it on. */
function WalletSections({ paymentStatus }: WalletProps): ReactNode {
  useSignals();
  const t = useT();
  const { locale } = useSouq();
  const price = usePriceFormatter();
  const endpoints = useWalletEndpoints();
  const { profile } = useFreshProfile();
  const [type, setType] = useState<WalletTypeChoice>('all');

  const ledger = usePagedList<LedgerEntry>(
    JSON.stringify([type, locale.language.value]),
    async (page, signal) => {
      const reply = await endpoints.getWalletTransactions(
        { limit: WALLET_PAGE_SIZE, offset: page, type: type === 'all' ? undefined : type },
        { signal, silent: true },
      );
      return { rows: reply.data.map((movement) => entryOf(t, movement)), total: reply.total_size };
    },
  );

  return (
    <>
      <PaymentOutcome status={paymentStatus} />
      <BalanceCard
        icon={WalletIcon}
        label={t('Wallet balance')}
        figure={profile ? price(profile.wallet_balance) : '…'}
      />
      <TopUpForm />
      <Ledger
        list={ledger}
        format={price}
        emptyMessage={
          type === 'all' ? t('No transactions yet.') : t('No transactions of this type.')
        }
        errorMessage={t('Your transactions could not be loaded.')}
        controls={<TransactionTypeFilter value={type} onChange={setType} />}
      />
    </>
  );
}
