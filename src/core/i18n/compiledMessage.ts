/*
 * The shape an ICU message takes once compiled at build time: plain JSON, so a bundle can be
 * inlined in a chunk or fetched as a file, and read by `formatMessage` without a parser.
 */

/** `#` inside a plural: the plural's number, formatted for the locale. */
export const POUND = 0;

/** The options of a plural or a select: `=0`, `one`, `other`, `male` … to their parts. */
export type MessageOptions = Readonly<Record<string, readonly MessagePart[]>>;

/** `{name}`: the value as text. */
export type ArgumentPart = readonly [name: string];

/** `{name, number}`: the value formatted as a number for the locale. */
export type NumberPart = readonly [name: string, kind: 'number'];

/** `{name, plural, …}` or `{name, selectordinal, …}`, with its offset. */
export type PluralPart = readonly [
  name: string,
  kind: 'cardinal' | 'ordinal',
  offset: number,
  options: MessageOptions,
];

/** `{name, select, …}`. */
export type SelectPart = readonly [name: string, kind: 'select', options: MessageOptions];

/** One piece of a compiled message: literal text, `#`, or an argument. */
export type MessagePart =
  | string
  | typeof POUND
  | ArgumentPart
  | NumberPart
  | PluralPart
  | SelectPart;

/** A compiled message: its text when it has no ICU syntax (most do not), else its parts. */
export type CompiledMessage = string | readonly MessagePart[];

/** One language's compiled messages, by key. */
export type CompiledBundle = Readonly<Record<string, CompiledMessage>>;
