import type { Config } from '../api/wire';
import { precision } from '../pricing';

/** The cash-on-delivery cap when the config names none (the spec's message says 1000). */
export const DEFAULT_COD_MAX_ORDER_AMOUNT = 1000;

/** The configuration values the checkout prices and decides with, read as the server reads them. */
export interface CheckoutSettings {
  /** Config `guest_checkout_status` is 1. */
  guestCheckout: boolean;
  /** Config `customer_wallet_status` is not 0. */
  wallet: boolean;
  taxPercent: number;
  taxIncluded: Config['tax_included'];
  freeDeliveryOver: number | null;
  digits: number;
  /** The most an order may leave to pay in cash (config `cod_max_order_amount`). */
  codMaxOrderAmount: number;
}

/** A config as sent or as stored: any of Config's keys, each read only if it holds a number. */
export type ConfigValues = { readonly [Key in keyof Config]?: unknown };

const numberOf = (value: unknown): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
};

/**
 * The checkout's settings from the shop's configuration (numbers sent as text count, anything
 * else is absent); the demo server decides an order with the same reading of its stored config.
 */
export function checkoutSettings(config: ConfigValues | null): CheckoutSettings {
  const read = (key: keyof Config) => numberOf(config?.[key]);
  const freeDeliveryOver = read('free_delivery_over');
  return {
    guestCheckout: read('guest_checkout_status') === 1,
    wallet: config !== null && read('customer_wallet_status') !== 0,
    taxPercent: read('tax') ?? 0,
    taxIncluded: read('tax_included') === 1 ? 1 : 0,
    freeDeliveryOver: freeDeliveryOver !== null && freeDeliveryOver > 0 ? freeDeliveryOver : null,
    digits: precision(read('digit_after_decimal_point') ?? undefined),
    codMaxOrderAmount: read('cod_max_order_amount') ?? DEFAULT_COD_MAX_ORDER_AMOUNT,
  };
}
