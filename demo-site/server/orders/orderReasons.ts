import type { StoredText } from '../db/schema';

/*
 * The reasons the demo shop offers for cancelling an order and for asking a refund, in both
 * languages. The shop's admin would edit these; the demo has no admin, so they are fixed here.
 */

/** A reason with its id, as the shop lists it. */
export interface OrderReason {
  id: number;
  text: StoredText;
}

/** Why a customer cancels an order. */
export const CANCELLATION_REASONS: readonly OrderReason[] = [
  { id: 1, text: { en: 'I ordered by mistake', ar: 'طلبت عن طريق الخطأ' } },
  { id: 2, text: { en: 'The delivery takes too long', ar: 'التوصيل يستغرق وقتًا طويلًا' } },
  { id: 3, text: { en: 'I want to change my order', ar: 'أريد تغيير طلبي' } },
  { id: 4, text: { en: 'I found a better price elsewhere', ar: 'وجدت سعرًا أفضل في مكان آخر' } },
];

/** Why a customer asks for a refund. */
export const REFUND_REASONS: readonly OrderReason[] = [
  { id: 1, text: { en: 'The item arrived damaged', ar: 'وصل المنتج تالفًا' } },
  { id: 2, text: { en: 'I received the wrong item', ar: 'استلمت منتجًا غير الذي طلبته' } },
  { id: 3, text: { en: 'An item was missing', ar: 'كان هناك منتج ناقص' } },
  { id: 4, text: { en: 'The quality was not as described', ar: 'الجودة لم تكن كما هو موصوف' } },
];
