import type { CompiledMessage, MessageOptions, MessagePart } from './compiledMessage';
import { intlLocale } from './intlLocale';
import { signedLatinNumber } from './latinNumber';
import { wholePlural } from './wholePlural';
import type { Locale } from './locale';

/** Values a message interpolates. */
export type MessageValues = Readonly<Record<string, string | number>>;

// One plural rule set and one number format per locale and kind: building them is the costly part.
const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<Locale, Intl.NumberFormat>();

function pluralRulesOf(locale: Locale, type: Intl.PluralRuleType): Intl.PluralRules {
  const key = `${locale}|${type}`;
  let rules = pluralRules.get(key);
  if (!rules) {
    rules = new Intl.PluralRules(intlLocale(locale), { type });
    pluralRules.set(key, rules);
  }
  return rules;
}

function numberFormatOf(locale: Locale): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale));
    numberFormats.set(locale, format);
  }
  return format;
}

/** A number as `Intl.NumberFormat` writes it; a whole one (a count) by hand, as it is the same. */
function numberText(value: number, locale: Locale): string {
  return (
    (Number.isInteger(value) ? signedLatinNumber(value, 0, locale) : null) ??
    numberFormatOf(locale).format(value)
  );
}

/** The plural category of a number: a whole count's by hand, as `Intl` would choose it. */
function pluralCategory(locale: Locale, type: Intl.PluralRuleType, value: number): string {
  const category = type === 'cardinal' ? wholePlural(locale, value) : null;
  return category ?? pluralRulesOf(locale, type).select(value);
}

const optionOf = (options: MessageOptions, name: string) =>
  Object.hasOwn(options, name) ? options[name] : undefined;

function formatParts(
  parts: readonly MessagePart[],
  locale: Locale,
  values: MessageValues,
  pluralValue: number | undefined,
): string {
  let text = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      text += part;
      continue;
    }
    if (typeof part === 'number') {
      if (pluralValue !== undefined) text += numberText(pluralValue, locale);
      continue;
    }
    const [name] = part;
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    // A value left out shows its placeholder, so the gap is visible rather than silently empty.
    if (value === undefined) {
      text += `{${name}}`;
      continue;
    }
    if (part.length === 1) {
      text += String(value);
    } else if (part[1] === 'number') {
      text += numberText(Number(value), locale);
    } else if (part[1] === 'select') {
      const chosen = optionOf(part[2], String(value)) ?? optionOf(part[2], 'other');
      if (chosen) text += formatParts(chosen, locale, values, undefined);
    } else {
      const [, type, offset, options] = part;
      const number = Number(value) - offset;
      const chosen =
        optionOf(options, `=${value}`) ??
        optionOf(options, pluralCategory(locale, type, number)) ??
        optionOf(options, 'other');
      if (chosen) text += formatParts(chosen, locale, values, number);
    }
  }
  return text;
}

/**
 * Shows a compiled message in a language with its values, as intl-messageformat shows the ICU
 * text it came from: `{name}` as the value's text, plurals by the locale's rules (`=n` first),
 * `#` and `{n, number}` through `Intl.NumberFormat`, Arabic with Latin digits.
 */
export function formatMessage(
  message: CompiledMessage,
  locale: Locale,
  values: MessageValues = {},
): string {
  return typeof message === 'string' ? message : formatParts(message, locale, values, undefined);
}
