import type { I18n } from './createI18n';
import { type CookieTarget, writeLanguageCookies } from './languageCookies';
import type { Locale } from './locale';

/** What `changeLanguage` needs from its surroundings. */
export interface ChangeLanguageDeps {
  /** Shows the confirmation, typically as a success toast. */
  notify: (message: string) => void;
  /** The document whose language cookies are updated; cookies are left alone without it. */
  doc?: CookieTarget;
}

/** Switches the language, remembers it in the cookies and confirms it in the new language. */
export async function changeLanguage(
  i18n: I18n,
  locale: Locale,
  deps: ChangeLanguageDeps,
): Promise<void> {
  await i18n.changeLanguage(locale);
  if (deps.doc) writeLanguageCookies(locale, deps.doc);
  deps.notify(i18n.getFixedT(locale)('Language has been changed'));
}
