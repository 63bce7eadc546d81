import type { AppUrls } from '../../src/core/shop';

/**
 * The app address the QR code encodes: the shop's Android app link, when it is a web address (a
 * scanner opens it, so anything else is not offered). Null when there is none.
 */
export function appUrl({ android }: Pick<AppUrls, 'android'>): string | null {
  return /^https?:\/\/\S+$/i.test(android) ? android : null;
}
