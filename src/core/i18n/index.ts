export {
  addressInLanguage,
  LANGUAGE_PARAMETER,
  languageInAddress,
} from './addressLanguage';
export { type ChangeLanguageDeps, changeLanguage } from './changeLanguage';
export type { CompiledBundle, CompiledMessage } from './compiledMessage';
export {
  type CreateI18nOptions,
  createI18n,
  type I18n,
  type TranslateFunction,
} from './createI18n';
export { browserLocaleSources, detectLocale, type LocaleSources } from './detectLocale';
export { formatDate, formatDateRange, formatDeliveryTime, formatNumber } from './format';
export { formatMessage } from './formatMessage';
export { intlLocale } from './intlLocale';
export {
  type CookieTarget,
  LANGUAGE_COOKIE_MAX_AGE,
  languageCookies,
  writeLanguageCookies,
} from './languageCookies';
export {
  DEFAULT_LOAD_PATH,
  type LoadRemoteResourcesOptions,
  loadRemoteResources,
} from './loadRemoteResources';
export {
  DEFAULT_LOCALE,
  directionOf,
  FALLBACK_LOCALE,
  isLocale,
  LOCALES,
  type Locale,
} from './locale';
export { type MessageBundle, type MessageKey, NAMESPACE } from './resources';
export { SPEC_MESSAGES } from './specMessages';
