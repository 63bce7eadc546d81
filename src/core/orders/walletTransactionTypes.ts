import type { WalletTransactionTypeName } from '../api/wire';

/**
 * Every wallet transaction type of spec §3, in the order the spec lists them: the types the
 * server's wallet ledger stores and the wallet page filters by.
 */
export const WALLET_TRANSACTION_TYPES = [
  'order_place',
  'order_refund',
  'add_fund_by_admin',
  'add_fund',
  'loyalty_point',
  'referrer',
  'partial_payment',
  'point_to_wallet',
] as const satisfies readonly WalletTransactionTypeName[];

/** Whether a text (a query value, a picked option) names a wallet transaction type. */
export function isWalletTransactionType(value: unknown): value is WalletTransactionTypeName {
  return WALLET_TRANSACTION_TYPES.some((type) => type === value);
}
