/*
 * Where each short piece of a name occurs, so a search reads only the names that may contain
 * its term instead of every name (the idea of the database's trigram index). Pieces are UTF-16
 * code units, as `String.includes` compares: a name containing the term contains every piece of
 * it, so the lists never miss a match; the caller checks each candidate with `includes`.
 */

/** Longest piece kept: a longer term reads the names holding all of its pieces of this length. */
const PIECE = 3;

/** Positions of the names holding each piece of one to three code units, in rising order. */
export type NamePostings = ReadonlyMap<string, Int32Array>;

const NONE = new Int32Array(0);

/** The postings of names given by position (each entry's names in both languages). */
export function namePostings(names: ReadonlyArray<readonly string[]>): NamePostings {
  const lists = new Map<string, number[]>();
  names.forEach((both, position) => {
    const pieces = new Set<string>();
    for (const name of both) {
      for (let length = 1; length <= PIECE; length += 1) {
        for (let start = 0; start + length <= name.length; start += 1) {
          pieces.add(name.slice(start, start + length));
        }
      }
    }
    for (const piece of pieces) {
      const list = lists.get(piece);
      if (list) list.push(position);
      else lists.set(piece, [position]);
    }
  });
  return new Map([...lists].map(([piece, list]) => [piece, Int32Array.from(list)]));
}

/**
 * The positions, rising, of every name that may contain `term` (a non-empty text); `count` is
 * how many names there are.
 */
export function candidatesOf(postings: NamePostings, term: string, count: number): Int32Array {
  if (term.length <= PIECE) return postings.get(term) ?? NONE;
  const lists: Int32Array[] = [];
  for (let start = 0; start + PIECE <= term.length; start += 1) {
    const list = postings.get(term.slice(start, start + PIECE));
    if (!list) return NONE;
    lists.push(list);
  }
  // A piece twice in the term is one list: count each list once.
  const distinct = [...new Set(lists)];
  const held = new Uint8Array(count);
  for (const list of distinct)
    for (const position of list) held[position] = (held[position] ?? 0) + 1;
  const shortest = distinct.reduce((a, b) => (b.length < a.length ? b : a));
  return shortest.filter((position) => held[position] === distinct.length);
}
