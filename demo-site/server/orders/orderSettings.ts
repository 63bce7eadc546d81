import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { settings } from '../db/schema';
import { isJsonObject, type JsonObject, type JsonValue } from '../serializers/settings';

/**
 * The config keys that decide what an order earns and what a customer may do with points and the
 * wallet, with 6amMart's names. The seeded config may leave the rates out: the demo's defaults
 * below apply then, so a shop set up before these keys existed still rewards its customers.
 */
export interface OrderSettings {
  /** customer_wallet_status: the wallet pages and calls are open. */
  walletOn: boolean;
  /** loyalty_point_status: delivered orders earn points, points convert into the wallet. */
  loyaltyOn: boolean;
  /** ref_earning_status: a referred customer's first delivered order pays the referrer. */
  referralOn: boolean;
  /** loyalty_point_item_purchase_point: the percent of an order's amount earned as points. */
  pointsPercent: number;
  /** loyalty_point_exchange_rate: how many points make one unit of money in the wallet. */
  pointsPerMoney: number;
  /** ref_earning_exchange_rate: what the referrer's wallet receives. */
  referralAmount: number;
}

/** The demo's rates where the config names none. */
export const DEFAULT_ORDER_RATES = {
  loyalty_point_item_purchase_point: 5,
  loyalty_point_exchange_rate: 10,
  ref_earning_exchange_rate: 50,
} as const;

const isOn = (value: JsonValue | undefined) => value === 1 || value === true || value === '1';

function positive(value: JsonValue | undefined, fallback: number): number {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : fallback;
}

/** The order settings of a stored config object. */
export function orderSettingsOf(config: JsonObject): OrderSettings {
  return {
    walletOn: isOn(config.customer_wallet_status),
    loyaltyOn: isOn(config.loyalty_point_status),
    referralOn: isOn(config.ref_earning_status),
    pointsPercent: positive(
      config.loyalty_point_item_purchase_point,
      DEFAULT_ORDER_RATES.loyalty_point_item_purchase_point,
    ),
    pointsPerMoney: positive(
      config.loyalty_point_exchange_rate,
      DEFAULT_ORDER_RATES.loyalty_point_exchange_rate,
    ),
    referralAmount: positive(
      config.ref_earning_exchange_rate,
      DEFAULT_ORDER_RATES.ref_earning_exchange_rate,
    ),
  };
}

/**
 * Reads the order settings from the 'config' row. A database without one (not seeded yet) has
 * every feature off: nothing is earned or opened that the shop never switched on.
 */
export async function readOrderSettings(db: Database | Transaction): Promise<OrderSettings> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, 'config'))
    .limit(1);
  const value = row?.value as JsonValue | undefined;
  return orderSettingsOf(isJsonObject(value) ? value : {});
}
