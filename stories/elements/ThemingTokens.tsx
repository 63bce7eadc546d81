import type { ReactNode } from 'react';
import {
  type ElementsManifest,
  elementsManifest,
  type ManifestCustomProperty,
  sharedCustomProperties,
} from './elementManifest';
import * as css from './elementReference.css';

/** Props of `ThemingTokens`. */
export interface ThemingTokensProps {
  /** The manifest to read; the committed custom-elements.json by default. */
  manifest?: ElementsManifest;
}

/** A heading of the tokens page and the property-name prefix of its rows. */
interface TokenGroup {
  title: string;
  prefix: string;
}

const GROUPS: readonly TokenGroup[] = [
  { title: 'Colours (light scheme, and brand colours for both)', prefix: '--souq-color-' },
  { title: 'Colours (dark scheme)', prefix: '--souq-dark-color-' },
  { title: 'Type', prefix: '--souq-font-' },
  { title: 'Spacing', prefix: '--souq-space-' },
  { title: 'Corners', prefix: '--souq-radius-' },
  { title: 'Sizes', prefix: '--souq-size-' },
  { title: 'Motion', prefix: '--souq-motion-' },
  { title: 'Layers', prefix: '--souq-layer-' },
];

/** The title of the group `property` belongs to, `Other` when no prefix fits. */
export function tokenGroupOf(property: ManifestCustomProperty): string {
  return GROUPS.find((group) => property.name.startsWith(group.prefix))?.title ?? 'Other';
}

function isColour(property: ManifestCustomProperty): boolean {
  return property.name.includes('-color-');
}

function DefaultValue({ property }: { property: ManifestCustomProperty }): ReactNode {
  if (property.default === undefined) return '—';
  return (
    <span className={css.defaultValue}>
      {isColour(property) && (
        // A sample of the colour itself: a value only known at run time, so it is inline.
        <span
          className={css.swatch}
          style={{ backgroundColor: property.default }}
          aria-hidden="true"
        />
      )}
      <code>{property.default}</code>
    </span>
  );
}

/**
 * Every `--souq-*` custom property of custom-elements.json, grouped, with its default: the one
 * list every element reads, set on the element or any ancestor.
 */
export function ThemingTokens({ manifest = elementsManifest }: ThemingTokensProps): ReactNode {
  const properties = sharedCustomProperties(manifest);
  const titles = [...GROUPS.map((group) => group.title), 'Other'];
  const grouped = titles
    .map((title) => ({
      title,
      rows: properties.filter((property) => tokenGroupOf(property) === title),
    }))
    .filter((group) => group.rows.length > 0);

  return (
    <div className={css.reference}>
      <p className={css.none}>{properties.length} custom properties.</p>
      {grouped.map((group) => (
        <table key={group.title} className={css.table}>
          <caption className={css.caption}>{group.title}</caption>
          <thead>
            <tr>
              <th scope="col" className={css.cell}>
                Name
              </th>
              <th scope="col" className={css.cell}>
                Default
              </th>
              <th scope="col" className={css.cell}>
                Description
              </th>
            </tr>
          </thead>
          <tbody>
            {group.rows.map((property) => (
              <tr key={property.name}>
                <td className={css.codeCell}>{property.name}</td>
                <td className={css.cell}>
                  <DefaultValue property={property} />
                </td>
                <td className={css.cell}>{property.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
