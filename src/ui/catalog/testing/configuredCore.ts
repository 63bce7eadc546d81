import type { SouqCore } from '../../../core';
import type { Locale } from '../../../core/i18n';
import { fakeShopConfig } from '../../../core/testing';
import { createTestCore } from '../../testing';

/** A test core whose shop configuration has loaded (price format, picture folders), in `language`. */
export function configuredCore(language: Locale = 'en'): SouqCore {
  const { core } = createTestCore({ language });
  core.store.config.value = { ...core.store.config.value, configData: fakeShopConfig(language) };
  return core;
}
