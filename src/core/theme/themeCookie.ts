import { readCookie } from '../cookies/cookieJar';
import { isThemePreference, type ThemePreference } from '../store/plainKeys';

/**
 * The cookie that tells the storefront's server the shopper's colour scheme (the core keeps it in
 * step with the stored one), so a page it renders arrives in that scheme rather than flashing
 * the default one first.
 */
export const THEME_COOKIE = 'souq_theme';

/** The colour scheme a request's cookies name, if they name one. */
export function themeOfCookies(cookie: string): ThemePreference | undefined {
  const value = readCookie(cookie, THEME_COOKIE);
  return isThemePreference(value) ? value : undefined;
}
