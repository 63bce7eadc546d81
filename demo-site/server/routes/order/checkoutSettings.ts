import {
  type CheckoutSettings,
  checkoutSettings as settingsOf,
} from '../../../../src/core/checkout';
import type { Database } from '../../db/database';
import { readSetting } from '../catalog/settingsStore';

export type { CheckoutSettings };

/**
 * Reads the checkout's config values from the stored config, through the core's reading of them,
 * so the checkout page and the server decide with the same values (one truth).
 */
export async function checkoutSettings(db: Database): Promise<CheckoutSettings> {
  return settingsOf(await readSetting(db, 'config'));
}
