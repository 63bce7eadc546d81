/*
 * Where a label switches script. A Latin name inside Arabic text ("… بتقنية 3-D Secure") is laid
 * out by the Unicode bidi rules with its neighbours: a leading digit joins the Arabic side and the
 * name reads "D Secure-3". Isolating each Latin run keeps it whole and left to right.
 */

/** A piece of a label: plain text, or a Latin run to lay out in isolation. */
export interface LabelPiece {
  text: string;
  latin: boolean;
  /** Where the piece starts in the label. */
  at: number;
}

// A run starts and ends on a Latin letter or digit and may hold spaces and joiners between; only
// runs with a letter count, so Latin digits among Arabic words ("خصم 20٪") are left alone.
const RUN = /[A-Za-z0-9](?:[A-Za-z0-9 .&+'-]*[A-Za-z0-9])?/g;
const LETTER = /[A-Za-z]/;

/** Splits a label into its Latin runs and the text around them, in reading order. */
export function latinRuns(label: string): LabelPiece[] {
  const pieces: LabelPiece[] = [];
  let from = 0;
  for (const match of label.matchAll(RUN)) {
    if (!LETTER.test(match[0])) continue;
    if (match.index > from)
      pieces.push({ text: label.slice(from, match.index), latin: false, at: from });
    pieces.push({ text: match[0], latin: true, at: match.index });
    from = match.index + match[0].length;
  }
  if (from < label.length) pieces.push({ text: label.slice(from), latin: false, at: from });
  return pieces;
}
