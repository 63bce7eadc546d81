import type { ReactNode } from 'react';
import { useId } from 'react';
import type { WalletTransactionTypeName } from '../../src/core/api/wire';
import {
  isWalletTransactionType,
  WALLET_TRANSACTION_TYPES,
} from '../../src/core/orders/walletTransactionTypes';
import { control } from '../../src/ui/form/Form.css';
import { useT } from '../../src/ui/souq';
import * as css from './Wallet.css';

/** A wallet transaction type of spec §3, or every type. */
export type WalletTypeChoice = WalletTransactionTypeName | 'all';

/** Props of `TransactionTypeFilter`. */
export interface TransactionTypeFilterProps {
  value: WalletTypeChoice;
  onChange: (type: WalletTypeChoice) => void;
}

/**
 * Which transactions the wallet lists, as a native select: every type, or one of spec §3's; the
 * phone's own picker on touch screens, arrow keys and type-ahead on a keyboard.
 */
export function TransactionTypeFilter({ value, onChange }: TransactionTypeFilterProps): ReactNode {
  const t = useT();
  const id = useId();
  return (
    <div className={css.filter}>
      <label htmlFor={id}>{t('Transaction type')}</label>
      <select
        id={id}
        className={control}
        value={value}
        onChange={(event) => {
          const chosen = event.target.value;
          onChange(isWalletTransactionType(chosen) ? chosen : 'all');
        }}
      >
        <option value="all">{t('All transactions')}</option>
        {WALLET_TRANSACTION_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(type)}
          </option>
        ))}
      </select>
    </div>
  );
}
