import type { Config } from '../../src/core/api/wire';

/**
 * The app address the QR code encodes: the configured Android app link, when it is a web
 * address (a scanner opens it, so anything else is not offered). Null when there is none.
 */
export function appUrl(config: Pick<Config, 'app_url_android'> | null | undefined): string | null {
  const url = config?.app_url_android?.trim();
  return url && /^https?:\/\/\S+$/i.test(url) ? url : null;
}
