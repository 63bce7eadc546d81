import { Window } from 'happy-dom';

/** A page's head as a crawler reads it: parsed HTML, no script run. */
export interface ReadHead {
  document: Document;
  lang: string | null;
  dir: string | null;
  title: string;
  /** The content of the `<meta>` named (name or property), or null. */
  meta(key: string): string | null;
  /** The href of the `<link rel>` (with an hreflang for an alternate), or null. */
  link(rel: string, hreflang?: string): string | null;
  /** Every JSON-LD block, parsed. */
  jsonLd(): Array<Record<string, unknown>>;
  /** The JSON-LD object of a schema.org type. */
  jsonLdOf(type: string): Record<string, unknown> | undefined;
}

/** Parses a page's HTML the way a browser would, without running its scripts. */
export function readPageHead(html: string): ReadHead {
  const window = new Window({ settings: { disableJavaScriptFileLoading: true } });
  const document = new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
  const jsonLd = () =>
    [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
    );
  return {
    document,
    lang: document.documentElement.getAttribute('lang'),
    dir: document.documentElement.getAttribute('dir'),
    title: document.title,
    meta: (key) =>
      [...document.head.querySelectorAll('meta')]
        .find((meta) => meta.getAttribute('name') === key || meta.getAttribute('property') === key)
        ?.getAttribute('content') ?? null,
    link: (rel, hreflang) =>
      [...document.head.querySelectorAll('link')]
        .find(
          (link) =>
            link.getAttribute('rel') === rel &&
            (hreflang === undefined || link.getAttribute('hreflang') === hreflang),
        )
        ?.getAttribute('href') ?? null,
    jsonLd,
    jsonLdOf: (type) => jsonLd().find((data) => data['@type'] === type),
  };
}
