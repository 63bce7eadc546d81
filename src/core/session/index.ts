export {
  type BootOutcome,
  COUNTRY_COOKIE,
  defaultZone,
  MAINTENANCE_PATH,
  NOT_FOUND_PATH,
} from './boot';
export { type CountryChangeResult, HOME_PATH } from './changeCountry';
export { countryName, firstActiveCountry } from './countries';
export { createSession, type Session } from './createSession';
export { CONFIG_QUERY_KEY, PROFILE_QUERY_KEY, type SessionDeps, type Translate } from './deps';
