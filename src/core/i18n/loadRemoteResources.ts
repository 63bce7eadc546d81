import type { I18n } from './createI18n';
import type { Locale } from './locale';
import { type MessageBundle, NAMESPACE } from './resources';

/** The public path of the translation files (spec §1). */
export const DEFAULT_LOAD_PATH = '/public/locales/{{lng}}/{{ns}}.json';

/** Options of `loadRemoteResources`. */
export interface LoadRemoteResourcesOptions {
  /** URL template with `{{lng}}` and `{{ns}}` placeholders. */
  loadPath?: string;
  /** The fetch to use; the global one when left out. */
  fetch?: typeof fetch;
}

function isMessageBundle(value: unknown): value is MessageBundle {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((message) => typeof message === 'string')
  );
}

async function fetchBundle(url: string, fetcher: typeof fetch): Promise<MessageBundle | undefined> {
  try {
    const response = await fetcher(url, { headers: { Accept: 'application/json' } });
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    return isMessageBundle(body) ? body : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Fetches the published translations of a language and merges them over the bundled text.
 * Resolves false, keeping the bundled text, when the file cannot be fetched, is not a flat
 * object of strings or holds a message that does not compile; it never rejects.
 */
export async function loadRemoteResources(
  i18n: I18n,
  lng: Locale,
  options: LoadRemoteResourcesOptions = {},
): Promise<boolean> {
  const fetcher = options.fetch ?? globalThis.fetch;
  if (typeof fetcher !== 'function') return false;
  const url = (options.loadPath ?? DEFAULT_LOAD_PATH)
    .replaceAll('{{lng}}', lng)
    .replaceAll('{{ns}}', NAMESPACE);
  const bundle = await fetchBundle(url, fetcher);
  if (!bundle) return false;
  try {
    // The compiler, and the ICU parser with it, is fetched only by a page that loads text so.
    const { compileBundle } = await import('./compileMessages');
    i18n.addMessages(lng, compileBundle(bundle, lng));
    return true;
  } catch {
    // A message the formatter cannot read, or the compiler not to be fetched: keep what is bundled.
    return false;
  }
}
