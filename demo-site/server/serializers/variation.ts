/*
 * Variations in the request's language. An item stores its options as codes and their labels in
 * both languages; the API sends each option, group title and variation type as the shopper reads
 * it, and each variation's stored type as its `code`, so a cart line saved in one language reads
 * in the other and is still found by its code.
 */
import type { ChoiceOption, ItemVariation } from '../../../src/core/api/wire';
import { typeOptions } from '../../../src/core/cart';
import type { Locale } from '../../../src/core/i18n';
import type { StoredChoiceOption, StoredText, StoredVariation } from '../db/schema';

const inLanguage = (text: string | StoredText, language: Locale): string =>
  typeof text === 'string' ? text : text[language];

/** How an option code of a group reads in a language (the code itself when it has no label). */
function optionLabel(group: StoredChoiceOption, code: string, language: Locale): string {
  const label = group.labels?.[code];
  return label ? label[language] : code;
}

/** An item's choice groups as sent: titles and options in the request's language. */
export function choiceOptionsWire(
  groups: readonly StoredChoiceOption[],
  language: Locale,
): ChoiceOption[] {
  return groups.map((group) => ({
    name: group.name,
    title: inLanguage(group.title, language),
    options: group.options.map((code) => optionLabel(group, code, language)),
  }));
}

/**
 * How a stored variation type reads in a language: each group's option label joined by '-' (a
 * type that no longer matches the groups reads as stored).
 */
export function variationLabel(
  type: string,
  groups: readonly StoredChoiceOption[],
  language: Locale,
): string {
  const codes = typeOptions(
    type,
    groups.map((group) => group.options),
  );
  if (!codes) return type;
  return codes
    .map((code, index) => {
      const group = groups[index];
      return group ? optionLabel(group, code, language) : code;
    })
    .join('-');
}

/** A stored variation as sent: its type in the request's language, its stored type as `code`. */
export function variationWire(
  variation: StoredVariation,
  groups: readonly StoredChoiceOption[],
  language: Locale,
): ItemVariation {
  return {
    type: variationLabel(variation.type, groups, language),
    code: variation.type,
    price: variation.price,
    stock: variation.stock,
  };
}

/** Whether a requested type names a stored variation, in either language or by its code. */
export function namesVariation(
  requested: string,
  variation: StoredVariation,
  groups: readonly StoredChoiceOption[],
): boolean {
  const compact = (text: string) => text.replace(/\s+/g, '');
  const wanted = compact(requested);
  return [
    variation.type,
    variationLabel(variation.type, groups, 'en'),
    variationLabel(variation.type, groups, 'ar'),
  ].some((name) => compact(name) === wanted);
}
