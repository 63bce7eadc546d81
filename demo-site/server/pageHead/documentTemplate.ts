import { readFileSync, statSync } from 'node:fs';
import { directionOf, type Locale } from '../../../src/core/i18n';
import { escapeHtml } from './escape';
import { headTagsHtml, type PageHead } from './headTags';

/**
 * The built index.html cut where a page's own parts go: the attributes of `<html>` without its
 * language and direction, and the head without its title and description, split where the page's
 * tags are inserted (before the first script, so they are read before anything runs).
 */
export interface DocumentTemplate {
  /** Everything before `<html` (the doctype). */
  start: string;
  /** The other attributes of `<html>` (`data-theme`), each with its leading space. */
  htmlAttributes: string;
  /** From after `<html …>` to where the page's tags go. */
  beforeTags: string;
  /** From there to the end. */
  afterTags: string;
  /** The template as it is, description included, cut around the text of its title. */
  shell: { beforeTitle: string; afterTitle: string };
}

const HTML_TAG = /<html\b([^>]*)>/i;
const DOCTYPE = /^\s*<!doctype[^>]*>/i;
const LANGUAGE_ATTRIBUTES = /\s(?:lang|dir)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;
const TITLE = /[ \t]*<title\b[^>]*>[\s\S]*?<\/title>[ \t]*\n?/gi;
const DESCRIPTION = /[ \t]*<meta\b[^>]*\bname\s*=\s*["']?description\b[^>]*>[ \t]*\n?/gi;
const TITLE_TEXT = /(<title\b[^>]*>)[\s\S]*?<\/title>/i;
const HEAD_OPEN = /<head\b[^>]*>\n?/i;
const FIRST_SCRIPT_OR_HEAD_END = /[ \t]*<(?:script\b|\/head\s*>)/i;

/** Where a page's tags go in the text after `<html>`: before the head's first script, or its end. */
function insertionPoint(text: string): number {
  const headOpen = HEAD_OPEN.exec(text);
  const headStart = headOpen ? headOpen.index + headOpen[0].length : 0;
  const insertion = FIRST_SCRIPT_OR_HEAD_END.exec(text.slice(headStart));
  return headOpen && insertion ? headStart + insertion.index : headStart;
}

/** Cuts a page template (the built index.html) for `renderDocument` and `renderShell`. */
export function parseTemplate(html: string): DocumentTemplate {
  const htmlTag = HTML_TAG.exec(html);
  const doctype = DOCTYPE.exec(html);
  const splitAt = htmlTag ? htmlTag.index : (doctype?.[0].length ?? 0);
  const afterHtmlTag = html.slice(htmlTag ? htmlTag.index + htmlTag[0].length : splitAt);
  const rest = afterHtmlTag.replace(TITLE, '').replace(DESCRIPTION, '');
  const insertAt = insertionPoint(rest);
  // The shell keeps the template whole but for the text of its title (added if it has none).
  const title = TITLE_TEXT.exec(afterHtmlTag);
  const titleAt = insertionPoint(afterHtmlTag);
  const shell = title
    ? {
        beforeTitle: afterHtmlTag.slice(0, title.index + (title[1]?.length ?? 0)),
        afterTitle: afterHtmlTag.slice(title.index + title[0].length - '</title>'.length),
      }
    : {
        beforeTitle: `${afterHtmlTag.slice(0, titleAt)}<title>`,
        afterTitle: `</title>${afterHtmlTag.slice(titleAt)}`,
      };
  return {
    start: html.slice(0, splitAt),
    htmlAttributes: (htmlTag?.[1] ?? '').replace(LANGUAGE_ATTRIBUTES, '').trimEnd(),
    beforeTags: rest.slice(0, insertAt),
    afterTags: rest.slice(insertAt),
    shell,
  };
}

/** The template as one page: its language and direction on `<html>`, its tags in the head. */
export function renderDocument(template: DocumentTemplate, head: PageHead): string {
  const language = escapeHtml(head.language);
  return `${template.start}<html lang="${language}" dir="${directionOf(head.language)}"${template.htmlAttributes}>${template.beforeTags}${headTagsHtml(head)}${template.afterTags}`;
}

/**
 * The template as it is but for its language, direction and title: the page of every storefront
 * route without a head of its own, and of a headed one when its record cannot be read.
 */
export function renderShell(template: DocumentTemplate, language: Locale, title: string): string {
  return `${template.start}<html lang="${language}" dir="${directionOf(language)}"${template.htmlAttributes}>${template.shell.beforeTitle}${escapeHtml(title)}${template.shell.afterTitle}`;
}

/**
 * `html` with `block` added at the end of its head (data the page's scripts read, out of the
 * body's text), or at its very start when it has no `</head>`.
 */
export function withHeadEnd(html: string, block: string): string {
  const at = html.indexOf('</head>');
  return at < 0 ? `${block}${html}` : `${html.slice(0, at)}${block}${html.slice(at)}`;
}

const HTML_THEME = /(<html\b[^>]*?\sdata-theme=)(?:"[^"]*"|'[^']*'|[^\s>]+)/i;

/**
 * `html` with its `<html>` marked with the shopper's colour scheme (`data-theme`, which the
 * document's styles read), so the page's first paint is in that scheme.
 */
export function withDocumentTheme(html: string, theme: string): string {
  const value = `"${escapeHtml(theme)}"`;
  return HTML_THEME.test(html)
    ? html.replace(HTML_THEME, (_, start: string) => `${start}${value}`)
    : html.replace(/<html\b/i, (tag) => `${tag} data-theme=${value}`);
}

/**
 * The storefront's index.html, read once and cut, then kept in memory; read again only when a
 * new build replaces the file (its modification time changes), so a page costs no disk read.
 */
export function templateFile(path: string): () => DocumentTemplate {
  let cached: { modified: number; template: DocumentTemplate } | undefined;
  return () => {
    const modified = statSync(path).mtimeMs;
    if (cached?.modified !== modified) {
      cached = { modified, template: parseTemplate(readFileSync(path, 'utf8')) };
    }
    return cached.template;
  };
}
