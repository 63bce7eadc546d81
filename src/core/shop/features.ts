/*
 * The optional features a shop switches on or off through its configuration flags (spec §3
 * "Config": 0 hides what the flag governs).
 */

/** The optional profile features the shop switches on. */
export interface ShopFeatures {
  wallet: boolean;
  loyaltyPoints: boolean;
  referral: boolean;
}

/**
 * Whether a feature flag is on: anything but 0 is. Servers send flags as numbers or numeric
 * strings; a missing flag (no configuration yet) counts as off, so an entry never shows and then
 * vanishes once the configuration arrives.
 */
export function featureOn(flag: unknown): boolean {
  return flag !== undefined && flag !== null && Number(flag) !== 0;
}
