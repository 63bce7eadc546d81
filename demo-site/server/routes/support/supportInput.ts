import * as v from 'valibot';
import { SUPPORT_MESSAGE_MAX_LENGTH } from '../../../../src/core/validation';
import { integerField, pagination } from '../../http/parseInput';
import { storableText } from '../../http/storableText';
import { rowId } from '../account/requestParts';

/** Longest search term of search-list. */
const SEARCH_MAX_LENGTH = 100;

/** Largest message id a `last_id` may name (a PostgreSQL integer). */
const MAX_MESSAGE_ID = 2_147_483_647;

/** Query of customer/message/list. */
export const listInput = v.object({ ...pagination, type: v.optional(v.string()) });

/** Query of customer/message/search-list: a term is required. */
export const searchInput = v.object({
  ...pagination,
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(SEARCH_MAX_LENGTH), storableText()),
});

/**
 * Query of customer/message/details: a conversation by id, or the one with support (`admin_id`,
 * as 6amMart's clients ask before they know the id). `last_id` asks only for the messages after
 * that one: the cheap read a client polls while the conversation is open.
 */
export const detailsInput = v.object({
  ...pagination,
  conversation_id: v.optional(rowId()),
  admin_id: v.optional(v.unknown()),
  last_id: v.optional(integerField(0, MAX_MESSAGE_ID)),
});

/**
 * Fields of customer/message/send (a multipart form, or JSON without pictures). The text is
 * checked by the support rule once the pictures are counted.
 */
export const sendInput = v.object({
  message: v.optional(
    v.nullable(v.pipe(v.string(), v.maxLength(SUPPORT_MESSAGE_MAX_LENGTH * 4), storableText())),
    null,
  ),
  conversation_id: v.optional(v.nullable(rowId()), null),
  receiver_type: v.optional(v.literal('admin'), 'admin'),
  ...pagination,
});
