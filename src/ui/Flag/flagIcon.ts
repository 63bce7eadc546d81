/**
 * One SVG element of a flag: its tag, its attributes (already named as React props, e.g.
 * `fillRule`) and its child elements. Flags are drawn from these nodes, never from markup text.
 */
export type FlagNode = readonly [
  tag: string,
  attributes: Readonly<Record<string, string>>,
  children: readonly FlagNode[],
];

/** A flag icon: its drawing and the size of its view box. */
export interface FlagIcon {
  width: number;
  height: number;
  /** The icon's SVG body, parsed into element nodes when the module was generated. */
  body: readonly FlagNode[];
}
