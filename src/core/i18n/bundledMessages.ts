import type { CompiledBundle } from './compiledMessage';
import type { Locale } from './locale';
import ar from './messages/ar';
import en from './messages/en';

/**
 * The compiled messages at hand from the start: both languages here, in the storefront and in the
 * library. The script-tag build keeps only the default language (build/compiledMessages.ts) and
 * fetches the other through `loadCompiledMessages`, a chunk beside the runtime.
 */
export const BUNDLED_MESSAGES: Readonly<Partial<Record<Locale, CompiledBundle>>> = { ar, en };

const chunks: Record<Locale, () => Promise<{ default: CompiledBundle }>> = {
  ar: () => import('./messages/ar'),
  en: () => import('./messages/en'),
};

/** Brings a language's compiled messages when they are not bundled. */
export async function loadCompiledMessages(language: Locale): Promise<CompiledBundle> {
  return (await chunks[language]()).default;
}
