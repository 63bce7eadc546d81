import { createElement, type ReactNode } from 'react';
import type { FlagNode } from './flagIcon';

const URL_REFERENCE = /url\(#([^)]+)\)/g;

/**
 * An attribute's value with every id it declares or references prefixed, so two flags on one
 * page (or one shadow root) never share a mask id: a duplicate id makes the browser draw every
 * flag with the first one's mask, which is lost while that flag is hidden.
 */
export function scopedValue(name: string, value: string, prefix: string): string {
  if (name === 'id') return `${prefix}${value}`;
  if ((name === 'href' || name === 'xlinkHref') && value.startsWith('#')) {
    return `#${prefix}${value.slice(1)}`;
  }
  return value.replace(URL_REFERENCE, (_match, id: string) => `url(#${prefix}${id})`);
}

function scopedAttributes(
  attributes: Readonly<Record<string, string>>,
  prefix: string,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(attributes).map(([name, value]) => [name, scopedValue(name, value, prefix)]),
  );
}

/** React elements for parsed SVG nodes, their ids scoped by `prefix`. */
export function renderSvgNodes(nodes: readonly FlagNode[], prefix: string): ReactNode[] {
  return nodes.map(([tag, attributes, children], index) =>
    createElement(
      tag,
      // Nodes never move, so their position is a stable key.
      { key: index, ...scopedAttributes(attributes, prefix) },
      ...renderSvgNodes(children, prefix),
    ),
  );
}
