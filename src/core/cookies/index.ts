export {
  COOKIE_MAX_AGE_DAYS,
  type CookieJar,
  type CookieSource,
  createCookieJar,
  readCookie,
} from './cookieJar';
