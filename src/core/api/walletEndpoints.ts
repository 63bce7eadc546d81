/*
 * The kit's calls of the wallet and the loyalty points (issue #20), with 6amMart v1's paths and
 * fields. Both ledgers are the signed-in customer's; a top-up goes through the demo payment page,
 * which returns to `callback` with its `status`.
 */
import type { CallOptions, Requester } from './requestOptions';
import type { PageOf } from './supportEndpoints';
import type {
  LedgerPage,
  LoyaltyPointTransaction,
  MessageReply,
  WalletBonus,
  WalletTransaction,
  WalletTransactionTypeName,
} from './wire';

/** A page of the wallet's ledger, of one transaction type or of all of them. */
export interface WalletLedgerQuery extends PageOf {
  type?: WalletTransactionTypeName | undefined;
}

/** A wallet top-up: the amount, and the storefront address the payment page returns to. */
export interface TopUp {
  amount: number;
  callback: string;
}

/** What add-fund answers: the payment page to send the customer to. */
export interface TopUpReply {
  redirect_link: string;
}

/** The calls of the wallet and loyalty points pages. */
export interface WalletEndpoints {
  /** GET customer/wallet/transactions: the wallet's ledger, newest first, of one type if asked. */
  getWalletTransactions(
    query?: WalletLedgerQuery,
    call?: CallOptions,
  ): Promise<LedgerPage<WalletTransaction>>;
  /** GET customer/wallet/bonuses: what a top-up earns on top, while each offer runs. */
  getWalletBonuses(call?: CallOptions): Promise<WalletBonus[]>;
  /** POST customer/wallet/add-fund: starts a top-up; answers the payment page's address. */
  addFund(topUp: TopUp, call?: CallOptions): Promise<TopUpReply>;
  /** GET customer/loyalty-point/transactions: the points' ledger, newest first. */
  getLoyaltyTransactions(
    page?: PageOf,
    call?: CallOptions,
  ): Promise<LedgerPage<LoyaltyPointTransaction>>;
  /** POST customer/loyalty-point/point-transfer: converts points into wallet money. */
  transferPoints(points: number, call?: CallOptions): Promise<MessageReply>;
}

const FIRST_PAGE = { limit: 10, offset: 1 } as const;

/** Builds the wallet and loyalty calls on top of the client's requester. */
export function createWalletEndpoints(request: Requester): WalletEndpoints {
  return {
    getWalletTransactions: ({ type, ...page } = {}, call) =>
      request<LedgerPage<WalletTransaction>>('/api/v1/customer/wallet/transactions', {
        ...call,
        query: { ...FIRST_PAGE, ...page, type },
      }),
    getWalletBonuses: (call) =>
      request<WalletBonus[]>('/api/v1/customer/wallet/bonuses', { ...call }),
    addFund: ({ amount, callback }, call) =>
      request<TopUpReply>('/api/v1/customer/wallet/add-fund', {
        ...call,
        method: 'POST',
        body: { amount, callback },
      }),
    getLoyaltyTransactions: (page = FIRST_PAGE, call) =>
      request<LedgerPage<LoyaltyPointTransaction>>('/api/v1/customer/loyalty-point/transactions', {
        ...call,
        query: { ...FIRST_PAGE, ...page },
      }),
    transferPoints: (points, call) =>
      request<MessageReply>('/api/v1/customer/loyalty-point/point-transfer', {
        ...call,
        method: 'POST',
        body: { point: points },
      }),
  };
}
