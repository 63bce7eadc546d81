import type { MessageKey } from '../i18n/resources';

/** ICU values a message needs, such as `{ min: 1, max: 3 }`. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** Why a value was refused: a message key of both locales and the values its ICU text needs. */
export interface RuleFailure {
  readonly key: MessageKey;
  readonly values?: MessageValues;
}

/** What every rule returns: the failure, or null when the value passes. */
export type RuleResult = RuleFailure | null;

/** A failure with the given key (and values, for messages that have placeholders). */
export function refuse(key: MessageKey, values?: MessageValues): RuleFailure {
  return values === undefined ? { key } : { key, values };
}

/** The result of every field of a form, by field name: null where the field passes. */
export type FieldResults<TField extends string> = { readonly [F in TField]: RuleResult };
