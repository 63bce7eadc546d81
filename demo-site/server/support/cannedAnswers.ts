import type { Locale, MessageKey } from '../../../src/core/i18n';
import { translate } from '../http/language';

/*
 * The demo's support answers by itself, with a canned answer chosen by what the shopper wrote.
 * Topics are matched by word stems in both languages; the first topic that matches wins, in the
 * order below, since a message about a refund or a payment usually names its order too.
 */

/** What an answer is about. */
export const SUPPORT_TOPICS = ['refunds', 'payment', 'delivery', 'orders', 'other'] as const;

/** One of the topics. */
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

/** The answer of each topic, a message key of both locales. */
const ANSWERS: Record<SupportTopic, MessageKey> = {
  refunds:
    'Sorry to hear something went wrong. A delivered order can be refunded from its page under My orders: choose a reason and add up to three photos. We answer refund requests within two working days.',
  payment:
    'You can pay cash on delivery, from your wallet, or online where the shop offers it. If an amount was taken but the order did not go through, it comes back to your wallet; if it is not there, send us the order number.',
  delivery:
    "Orders usually arrive within the delivery time shown on the store's page. You can see where yours is under My orders, and the delivery man calls you when they are close.",
  orders:
    'Thanks for writing to us. You can follow every order under My orders: each step, from confirmation to delivery, shows there as it happens. If an order seems stuck, send us its number and we will look into it.',
  other:
    'Thanks for your message! Our support team has it and will answer you here shortly. If your question is about an order, please add its number.',
};

/** Word stems of each topic: English ones start a word, Arabic ones may sit inside one. */
const STEMS: Record<Exclude<SupportTopic, 'other'>, { en: RegExp; ar: readonly string[] }> = {
  refunds: {
    en: /\b(refund|return|money back|damaged|broken|wrong item|missing item)/,
    ar: ['استرد', 'استرج', 'ارجاع', 'مرتجع', 'تالف', 'مكسور', 'ناقص'],
  },
  payment: {
    en: /\b(pay|card|cash|wallet|charge|invoice|bill)/,
    ar: ['دفع', 'بطاق', 'نقد', 'كاش', 'محفظ', 'فاتور', 'خصم'],
  },
  delivery: {
    en: /\b(deliver|late|arriv|courier|driver|shipping|address)/,
    ar: ['توصيل', 'وصل', 'يصل', 'تصل', 'وصول', 'تاخر', 'متاخر', 'مندوب', 'شحن', 'عنوان'],
  },
  orders: {
    en: /\b(order|track|status|cancel)/,
    ar: ['طلب', 'تتبع', 'الغاء', 'حال'],
  },
};

/** Text with the forms of alef as one letter and Latin letters in lower case. */
function normalized(text: string): string {
  return text.toLowerCase().replace(/[أإآ]/g, 'ا');
}

/** The topic of what the shopper wrote; a message of pictures alone is 'other'. */
export function topicOf(text: string): SupportTopic {
  const words = normalized(text);
  for (const topic of SUPPORT_TOPICS) {
    if (topic === 'other') break;
    const stems = STEMS[topic];
    if (stems.en.test(words) || stems.ar.some((stem) => words.includes(stem))) return topic;
  }
  return 'other';
}

/** Whether a stored topic is one of the topics (rows written by an older server may not be). */
export function isSupportTopic(value: string): value is SupportTopic {
  return (SUPPORT_TOPICS as readonly string[]).includes(value);
}

/** The answer to a topic in the shopper's language. */
export function cannedAnswer(topic: SupportTopic, language: Locale): string {
  return translate(language, ANSWERS[topic]);
}
