import type { Config } from '../../../../src/core/api/wire';
import { DEFAULT_DIGITS, precision } from '../../../../src/core/pricing';
import type { Database } from '../../db/database';
import type { JsonObject } from '../../serializers/settings';
import { readSetting } from '../catalog/settingsStore';

/** The cash-on-delivery cap when the config names none (spec §7's message says 1000). */
export const DEFAULT_COD_MAX_ORDER_AMOUNT = 1000;

/** The config values checkout reads. */
export interface CheckoutSettings {
  guestCheckout: boolean;
  taxPercent: number;
  taxIncluded: Config['tax_included'];
  freeDeliveryOver: number | null;
  digits: number;
  /** The most an order paid (partly) by cash on delivery may leave to pay in cash. */
  codMaxOrderAmount: number;
}

const numberIn = (config: JsonObject, key: string): number | null => {
  const value = config[key];
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
};

/** Reads the checkout's config values from the stored config. */
export async function checkoutSettings(db: Database): Promise<CheckoutSettings> {
  const config = await readSetting(db, 'config');
  return {
    guestCheckout: numberIn(config, 'guest_checkout_status') === 1,
    taxPercent: numberIn(config, 'tax') ?? 0,
    taxIncluded: numberIn(config, 'tax_included') === 1 ? 1 : 0,
    freeDeliveryOver: numberIn(config, 'free_delivery_over'),
    digits: precision(numberIn(config, 'digit_after_decimal_point') ?? DEFAULT_DIGITS),
    codMaxOrderAmount: numberIn(config, 'cod_max_order_amount') ?? DEFAULT_COD_MAX_ORDER_AMOUNT,
  };
}
