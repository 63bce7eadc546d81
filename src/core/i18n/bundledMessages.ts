import type { CompiledBundle } from './compiledMessage';
import type { Locale } from './locale';
import ar from './messages/ar';
import en from './messages/en';

/** Both languages' compiled messages, at hand from the start (the server, the tests, the storefront). */
export const BUNDLED_MESSAGES: Readonly<Record<Locale, CompiledBundle>> = { ar, en };
