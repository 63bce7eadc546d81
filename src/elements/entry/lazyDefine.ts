/*
 * Defines each Souq element the first time one appears on the page: the document is scanned
 * once, then watched for elements added later. Only the light DOM is watched: the kit's own
 * composites (the header holds the search box and the drawers) render those widgets as React
 * components inside their shadow root, never as nested elements, so no Souq element ever waits
 * in a shadow root for a definition. An element a partner puts inside its own shadow root is not
 * seen either; placing one element of that tag in the light DOM (or `Souq.define(tag)`) defines it.
 */
import type { ElementImporter, ElementRegistry } from './elementRegistry';

/** What lazy definition needs: the tags and their importers, and what to do first and on failure. */
export interface LazyDefineOptions {
  registry: ElementRegistry;
  /** Runs once, before the first element's code loads (styles, runtime configuration). */
  prepare?: () => Promise<void>;
  /** A tag whose code failed to load; it is tried again when another element of it appears. */
  onError?: (tag: string, error: unknown) => void;
  doc?: Document;
  elements?: CustomElementRegistry;
}

/** A running lazy definition. */
export interface LazyDefinition {
  /** Loads a tag's code now, whether or not an element of it is on the page. */
  define(tag: string): Promise<void>;
  /** Stops watching the page. */
  stop(): void;
}

const ELEMENT_NODE = 1;

/** Starts defining the registry's elements as they appear; tags defined already are left alone. */
export function lazyDefine(options: LazyDefineOptions): LazyDefinition {
  const doc = options.doc ?? document;
  const elements = options.elements ?? customElements;
  const prepare = options.prepare ?? (() => Promise.resolve());
  const waiting = new Map<string, ElementImporter>(
    Object.entries(options.registry).filter(([tag]) => !elements.get(tag)),
  );
  const loads = new Map<string, Promise<void>>();
  let prepared: Promise<void> | undefined;
  let stopped = false;

  const load = (tag: string): Promise<void> => {
    const importer = waiting.get(tag);
    if (!importer) return loads.get(tag) ?? Promise.resolve();
    waiting.delete(tag);
    prepared ??= prepare();
    const loading = prepared.then(importer).then(
      () => undefined,
      (error: unknown) => {
        waiting.set(tag, importer);
        loads.delete(tag);
        watch();
        options.onError?.(tag, error);
      },
    );
    loads.set(tag, loading);
    if (waiting.size === 0) observer.disconnect();
    return loading;
  };

  const scan = (root: ParentNode) => {
    if (waiting.size === 0) return;
    for (const element of root.querySelectorAll([...waiting.keys()].join(','))) {
      void load(element.localName);
    }
  };

  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.nodeType !== ELEMENT_NODE) continue;
        const element = node as Element;
        if (waiting.has(element.localName)) void load(element.localName);
        scan(element);
      }
    }
  });
  const watch = () => {
    if (!stopped && waiting.size > 0) observer.observe(doc, { childList: true, subtree: true });
  };

  scan(doc);
  watch();
  return {
    define: (tag) => load(tag),
    stop: () => {
      stopped = true;
      observer.disconnect();
    },
  };
}
