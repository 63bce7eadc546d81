import { Fragment, type ReactNode } from 'react';
import { highlightParts } from './highlightParts';
import { mark } from './SearchBox.css';

/** Props of `Highlight`. */
export interface HighlightProps {
  /** The whole name. */
  text: string;
  /** The text the shopper typed, marked wherever the name holds it. */
  query: string;
}

/** A name with the typed text inside it wrapped in `<mark>`. */
export function Highlight({ text, query }: HighlightProps): ReactNode {
  let offset = 0;
  return highlightParts(text, query).map((part) => {
    // Where a run starts in the name tells it from its neighbours for as long as the name lasts.
    const key = offset;
    offset += part.text.length;
    return part.match ? (
      <mark key={key} className={mark}>
        {part.text}
      </mark>
    ) : (
      <Fragment key={key}>{part.text}</Fragment>
    );
  });
}
