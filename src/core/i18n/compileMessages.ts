/*
 * Build-time half of the kit's messages: ICU text to the parts `formatMessage` reads. The builds
 * run it through build/compiledMessages.ts, so the parser never ships to a browser; the server
 * and the tests run it when they load the bundles, and a published bundle fetched at run time
 * brings it along only then.
 */
import IntlMessageFormat from 'intl-messageformat';
// Types only: the build plugin loads this module into Vite's config, where relative imports
// without an extension are not to be resolved.
import type {
  CompiledBundle,
  CompiledMessage,
  MessageOptions,
  MessagePart,
  POUND,
} from './compiledMessage';
import type { Locale } from './locale';

const POUND_PART: typeof POUND = 0;

/** Whether a message has no ICU syntax (no placeholder, plural or quoting), so it reads as written. */
export function isPlainMessage(message: string): boolean {
  return !/[{}']/.test(message);
}

type MessageElement = ReturnType<IntlMessageFormat['getAst']>[number];

function unsupported(key: string, what: string): Error {
  return new Error(
    `souq: the message "${key}" uses ${what}, which the kit's formatter cannot show`,
  );
}

function compileOptions(
  options: Record<string, { value: MessageElement[] }>,
  key: string,
): MessageOptions {
  return Object.fromEntries(
    Object.entries(options).map(([option, { value }]) => [option, compileElements(value, key)]),
  );
}

function compileElement(element: MessageElement, key: string): MessagePart {
  if ('pluralType' in element) {
    const type = element.pluralType ?? 'cardinal';
    return [element.value, type, element.offset, compileOptions(element.options, key)];
  }
  if ('options' in element) return [element.value, 'select', compileOptions(element.options, key)];
  if ('children' in element) throw unsupported(key, 'a tag');
  if ('style' in element) {
    // Only a plain `{n, number}`: styles and dates would need the formats table the parser has.
    if ('value' in element && element.type === 2 && !element.style)
      return [element.value, 'number'];
    throw unsupported(key, 'a styled number, a date or a time');
  }
  if (!('value' in element)) return POUND_PART;
  return element.type === 0 ? element.value : [element.value];
}

/** Parts with neighbouring literal text joined, as the formatter would join it anyway. */
function compileElements(elements: readonly MessageElement[], key: string): MessagePart[] {
  const parts: MessagePart[] = [];
  for (const element of elements) {
    const part = compileElement(element, key);
    const last = parts.at(-1);
    if (typeof part === 'string' && typeof last === 'string') parts[parts.length - 1] = last + part;
    else parts.push(part);
  }
  return parts;
}

/** Compiles one ICU message of a language; throws on syntax the kit's formatter does not read. */
export function compileMessage(message: string, locale: Locale, key = message): CompiledMessage {
  if (isPlainMessage(message)) return message;
  // Tags stay text, as i18next-icu read them (`ignoreTag`). The locale changes no syntax the
  // formatter reads (only date skeletons), so the plain tag will do.
  const ast = new IntlMessageFormat(message, locale, undefined, {
    ignoreTag: true,
  }).getAst();
  const parts = compileElements(ast, key);
  const [only] = parts;
  if (parts.length === 0) return '';
  return parts.length === 1 && typeof only === 'string' ? only : parts;
}

/** Compiles a whole bundle of a language, key by key. */
export function compileBundle(
  bundle: Readonly<Record<string, string>>,
  locale: Locale,
): CompiledBundle {
  return Object.fromEntries(
    Object.entries(bundle).map(([key, message]) => [key, compileMessage(message, locale, key)]),
  );
}
