import type { ListedCoupon } from '../../src/core/api/wire';
import type { Locale } from '../../src/core/i18n';
import { formatNumber } from '../../src/core/i18n';
import { couponOffer } from '../../src/core/pricing';
import type { Translator } from '../../src/ui/souq';

/** The translated label of each coupon type. */
export function couponTypeLabel(type: ListedCoupon['coupon_type'], t: Translator): string {
  switch (type) {
    case 'zone_wise':
      return t('Zone-wise');
    case 'store_wise':
      return t('Store-wise');
    case 'free_delivery':
      return t('Free delivery');
    case 'default':
      return t('General');
    default:
      return type satisfies never;
  }
}

/**
 * What a coupon takes off, in words: "15% off, up to E£ 50.00", "E£ 20.00 off" or "Free
 * delivery", from the offer checkout's own rules read.
 */
export function couponOfferText(
  coupon: ListedCoupon,
  digits: number,
  language: Locale,
  t: Translator,
  price: (amount: number) => string,
): string {
  const offer = couponOffer(coupon, digits);
  switch (offer.kind) {
    case 'free_delivery':
      return t('Free delivery');
    case 'percent': {
      const percent = formatNumber(offer.percent / 100, language, {
        style: 'percent',
        maximumFractionDigits: 2,
      });
      return offer.cap === null
        ? t('{percent} off', { percent })
        : t('{percent} off, up to {cap}', { percent, cap: price(offer.cap) });
    }
    case 'amount':
      return t('{amount} off', { amount: price(offer.amount) });
    default:
      return offer satisfies never;
  }
}
