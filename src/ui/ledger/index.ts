export { Ledger, type LedgerProps } from './Ledger';
export { type LedgerEntry, LedgerRow, type LedgerRowProps, LedgerRowSkeleton } from './LedgerRow';
