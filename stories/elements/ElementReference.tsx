import type { ReactNode } from 'react';
import {
  detailType,
  type ElementsManifest,
  elementEntry,
  elementsManifest,
  type ManifestMember,
  type SouqTag,
} from './elementManifest';
import * as css from './elementReference.css';
import { ELEMENT_EXAMPLES, embedSnippet } from './embedSnippet';

/** Props of `ElementReference`. */
export interface ElementReferenceProps {
  tag: SouqTag;
  /** The manifest to read; the committed custom-elements.json by default. */
  manifest?: ElementsManifest;
}

interface Column<Row> {
  heading: string;
  cell: (row: Row) => ReactNode;
  /** Names and types: set in code type so `item-id` reads as something to type. */
  code?: boolean;
}

interface ReferenceTableProps<Row extends ManifestMember> {
  caption: string;
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  /** What the section says when the element has no row of this kind. */
  none: string;
}

function ReferenceTable<Row extends ManifestMember>({
  caption,
  rows,
  columns,
  none,
}: ReferenceTableProps<Row>): ReactNode {
  if (rows.length === 0) return <p className={css.none}>{none}</p>;
  return (
    <table className={css.table}>
      <caption className={css.caption}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.heading} scope="col" className={css.cell}>
              {column.heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            {columns.map((column) => (
              <td key={column.heading} className={column.code ? css.codeCell : css.cell}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const nameColumn = { heading: 'Name', cell: (row: ManifestMember) => row.name, code: true };
const descriptionColumn = {
  heading: 'Description',
  // The analyzer leaves a part's description empty until its component documents it.
  cell: (row: ManifestMember) => row.description || '—',
};

/**
 * The reference of one Souq element, read from custom-elements.json: the HTML to embed it and
 * its attributes, events and CSS parts. The custom properties are the same for every element and
 * have their own page.
 */
export function ElementReference({
  tag,
  manifest = elementsManifest,
}: ElementReferenceProps): ReactNode {
  const entry = elementEntry(tag, manifest);
  return (
    <div className={css.reference}>
      <h2 className={css.heading}>Embed</h2>
      <div className={css.snippet}>
        <pre className={css.snippetCode}>
          <code>{embedSnippet(entry, ELEMENT_EXAMPLES[tag])}</code>
        </pre>
      </div>

      <h2 className={css.heading}>Attributes</h2>
      <ReferenceTable
        caption={`Attributes of <${tag}>`}
        rows={entry.attributes ?? []}
        columns={[
          nameColumn,
          { heading: 'Type', cell: (attribute) => attribute.type.text, code: true },
          descriptionColumn,
        ]}
        none="It takes no attribute."
      />

      <h2 className={css.heading}>Events</h2>
      <ReferenceTable
        caption={`Events <${tag}> fires (CustomEvent, bubbling and composed)`}
        rows={entry.events ?? []}
        columns={[
          nameColumn,
          { heading: 'Detail', cell: detailType, code: true },
          descriptionColumn,
        ]}
        none="It fires no souq:* event."
      />

      <h2 className={css.heading}>CSS parts</h2>
      <ReferenceTable
        caption={`Parts of <${tag}>, styled with ${tag}::part(name)`}
        rows={entry.cssParts ?? []}
        columns={[nameColumn, descriptionColumn]}
        none="It exposes no part yet: restyle it through the theming tokens."
      />
    </div>
  );
}
