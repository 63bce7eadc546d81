import { batch } from '@preact/signals-core';
import { HOME_PATH } from '../catalog/storefrontRoutes';
import { COOKIE_MAX_AGE_DAYS } from '../cookies/cookieJar';
import type { MessageKey } from '../i18n/resources';
import { COUNTRY_COOKIE } from './boot';
import { countryName } from './countries';
import type { SessionDeps } from './deps';

/** Why a country change was refused. */
export type CountryChangeResult = { ok: true } | { ok: false; error: MessageKey };

/**
 * The country change of spec §4, run after the shopper confirmed: refuses disabled or unknown
 * countries; otherwise saves the choice, announces it, forgets zone and location, reloads /home.
 */
export function changeCountry(deps: SessionDeps, code: string): CountryChangeResult {
  const { store, cookies, toast, t, reload } = deps;
  const countries = store.config.value.configData?.countries ?? [];
  const country = countries.find((candidate) => candidate.code === code);
  if (!country) return { ok: false, error: 'This country is not available' };
  if (!country.isActive) return { ok: false, error: 'Coming soon' };

  cookies.set(COUNTRY_COOKIE, code, COOKIE_MAX_AGE_DAYS);
  batch(() => {
    store.config.value = { ...store.config.value, countryCode: code };
    store.utils.value = { ...store.utils.value, languageHeader: code };
    store.zoneId.value = null;
    store.location.value = null;
    store.currentLatLng.value = null;
  });
  toast.success(
    t('Location has been changed to: {country}', {
      country: countryName(code, t, store.language.value),
    }),
  );
  reload(HOME_PATH);
  return { ok: true };
}
