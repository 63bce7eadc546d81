/*
 * The custom elements as custom-elements.json describes them, for the Elements docs pages. The
 * pages read the generated manifest rather than repeating it, so a renamed attribute or a new
 * part shows on the next Storybook build without anyone editing a page.
 */
import manifestJson from '../../custom-elements.json';

/** A Souq element's tag name. */
export type SouqTag = `souq-${string}`;

/** An attribute, event, part or custom property of the manifest: its name and what it does. */
export interface ManifestMember {
  name: string;
  description: string;
}

/** An attribute of an element, with its type as TypeScript writes it. */
export interface ManifestAttribute extends ManifestMember {
  type: { text: string };
}

/** An event an element fires, typed `CustomEvent<Detail>`. */
export interface ManifestEvent extends ManifestMember {
  type: { text: string };
}

/** A `--souq-*` custom property and its value when the partner sets none. */
export interface ManifestCustomProperty extends ManifestMember {
  default?: string;
}

/** The parts of one element's declaration the docs show. */
export interface ElementEntry {
  name: string;
  tagName?: string;
  description: string;
  attributes?: readonly ManifestAttribute[];
  events?: readonly ManifestEvent[];
  cssParts?: readonly ManifestMember[];
  cssProperties?: readonly ManifestCustomProperty[];
}

/** The shape of custom-elements.json the docs rely on. */
export interface ElementsManifest {
  modules: ReadonlyArray<{ declarations: readonly ElementEntry[] }>;
}

/** The committed custom-elements.json. */
export const elementsManifest: ElementsManifest = manifestJson;

/** Every declaration of the manifest that registers a tag, in the manifest's order. */
export function manifestElements(manifest: ElementsManifest = elementsManifest): ElementEntry[] {
  return manifest.modules.flatMap((module) =>
    module.declarations.filter((declaration) => declaration.tagName !== undefined),
  );
}

/** The declaration of `tag`; throws when the manifest has none, so a page never shows blanks. */
export function elementEntry(
  tag: SouqTag,
  manifest: ElementsManifest = elementsManifest,
): ElementEntry {
  const entry = manifestElements(manifest).find((declaration) => declaration.tagName === tag);
  if (!entry) throw new Error(`custom-elements.json declares no <${tag}>`);
  return entry;
}

/** The detail type of an event: `CustomEvent<CartSnapshot>` → `CartSnapshot`. */
export function detailType(event: ManifestEvent): string {
  return /^CustomEvent<(.*)>$/s.exec(event.type.text)?.[1] ?? event.type.text;
}

/**
 * The custom properties every element reads. They are one list for the whole kit, so the docs
 * show them once; an element listing another set would make that page wrong, hence the throw.
 */
export function sharedCustomProperties(
  manifest: ElementsManifest = elementsManifest,
): readonly ManifestCustomProperty[] {
  const [first, ...others] = manifestElements(manifest).map((entry) => entry.cssProperties ?? []);
  const names = (properties: readonly ManifestCustomProperty[]) =>
    properties.map((property) => property.name).join(' ');
  const differing = others.find((properties) => names(properties) !== names(first ?? []));
  if (differing) throw new Error('the elements of custom-elements.json read different properties');
  return first ?? [];
}
