/**
 * A phone as the storefront's server meets it: a phone's width and a mobile browser's user agent,
 * so the server renders the page for a phone (as it does for a real one) and the browser takes
 * it over in place.
 */
export const PHONE_BROWSER = {
  viewport: { width: 390, height: 844 },
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
};
