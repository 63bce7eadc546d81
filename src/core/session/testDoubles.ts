import { vi } from 'vitest';
import { FIXED_MODULE } from '../api/requestHeaders';
import type { CallOptions } from '../api/requestOptions';
import type { Config, Module } from '../api/wire';
import { createCookieJar } from '../cookies/cookieJar';
import { cookieDocument } from '../cookies/testDoubles';
import { createQueryCache } from '../query/queryCache';
import { createStore } from '../store/createStore';
import { createMemoryStorage } from '../store/memoryStorage';
import type { StorageLike } from '../store/storage';
import type { SessionDeps } from './deps';

/** A shop configuration as the demo server sends it, trimmed to what the session reads. */
export function shopConfig(overrides: Partial<Config> = {}): Config {
  return {
    maintenance_mode: 0,
    guest_checkout_status: 1,
    refund_policy: 1,
    cancelation_policy: 1,
    shipping_policy: 1,
    footer_text: '',
    free_delivery_over: null,
    customer_wallet_status: 1,
    loyalty_point_status: 1,
    ref_earning_status: 1,
    social_media: [],
    app_url_android: '',
    app_url_ios: '',
    base_urls: {
      category_image_url: '',
      customer_image_url: '',
      business_logo_url: '',
      item_image_url: '',
      campaign_image_url: '',
      item_image_thumbnail_url: '',
    },
    logo: '',
    fav_icon: '',
    currency_symbol: 'E£',
    currency_symbol_direction: 'right',
    digit_after_decimal_point: 2,
    tax: 0,
    tax_included: 0,
    per_km_shipping_charge: 0,
    zones: [
      { id: 1, name: 'Giza', default_zone: 0 },
      { id: 2, name: 'Cairo', default_zone: 1 },
    ],
    countries: [
      { code: 'sa', isActive: false },
      { code: 'eg', isActive: true },
      { code: 'in', isActive: false },
    ],
    ...overrides,
  };
}

/** Session dependencies over an in-memory store with spies for every side effect. */
export function sessionHarness(
  options: { storage?: StorageLike; config?: Config; modules?: Module[] } = {},
) {
  const doc = cookieDocument();
  const deps = {
    store: createStore({ storage: options.storage ?? createMemoryStorage() }),
    api: {
      getConfig: vi.fn(() => Promise.resolve(options.config ?? shopConfig())),
      getModules: vi.fn((_call?: CallOptions) =>
        Promise.resolve(options.modules ?? [FIXED_MODULE]),
      ),
      requestGuestId: vi.fn(() => Promise.resolve({ guest_id: 'guest-42' })),
      logout: vi.fn((_call?: CallOptions) => Promise.resolve({ message: 'Logout successful.' })),
    },
    toast: { success: vi.fn(), error: vi.fn() },
    t: vi.fn((key: string, values?: Record<string, string | number>) =>
      values ? `${key} ${JSON.stringify(values)}` : key,
    ),
    navigate: vi.fn(),
    reload: vi.fn(),
    cache: createQueryCache(),
    cookies: createCookieJar(doc),
  } satisfies SessionDeps;
  return { deps, doc };
}
