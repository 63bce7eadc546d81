/*
 * The shop's content: its pages as structured blocks, the help-and-support contacts, and the
 * calls that fetch them, the landing sections and the newsletter subscription (issue #19).
 */

export { type ContentEndpoints, createContentEndpoints } from './contentEndpoints';
export {
  CONTENT_LIMITS,
  CONTENT_PAGE_NAMES,
  CONTENT_PAGES,
  type ContentBlock,
  type ContentPage,
  type ContentPageEntry,
  type ContentPageFlag,
  type ContentPageName,
  type ContentText,
  contentBlockSchema,
  contentBlocksSchema,
  contentPageShown,
  contentPlainText,
  type HeadingBlock,
  isSafeHref,
  type ListBlock,
  type ParagraphBlock,
  readContentPage,
} from './contentPage';
export { contentPageOfPath, contentPagePath, isContentPageName } from './contentPagePath';
export { type SupportChannel, type SupportContacts, supportContacts } from './supportContacts';
