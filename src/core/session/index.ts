export {
  type BootOutcome,
  COUNTRY_COOKIE,
  defaultZone,
  MAINTENANCE_PATH,
  NOT_FOUND_PATH,
} from './boot';
export type { CountryChangeResult } from './changeCountry';
export { countryName, firstActiveCountry } from './countries';
export { createSession, type Session } from './createSession';
export { loadCustomerProfile } from './customerProfile';
export { CONFIG_QUERY_KEY, PROFILE_QUERY_KEY, type SessionDeps, type Translate } from './deps';
export { returnTarget } from './returnTarget';
export { type SignInDeps, signIn } from './signIn';
export {
  INLINE_CONFIG_ID,
  type InlineConfig,
  inlineConfigJson,
  readInlineConfig,
} from './inlineConfig';
