export {
  applyTheme,
  bindTheme,
  type MatchMedia,
  PREFERS_DARK_QUERY,
  type ResolvedTheme,
  resolveTheme,
  type ThemeTarget,
} from './theme';
export { THEME_COOKIE, themeOfCookies } from './themeCookie';
