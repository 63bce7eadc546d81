/*
 * The fake shop's promotions: the campaigns with their items, the running flash sale's items with
 * the sale's terms, and the coupons, as the demo server's campaignRoutes, flashSaleRoutes and
 * couponRoutes answer them, with their refusals. Dates that must stay ahead of or behind today
 * are counted from today, so the lists read the same whenever a test runs.
 */
import type { Campaign, FlashSaleItem, Item, ItemFlashSale, ListedCoupon } from '../api/wire';
import type { Locale } from '../i18n/locale';
import { FIXTURE_IDS } from './catalogFixtures';
import { type FakeRequest, MAX_ROW_ID, refuse, wholeNumber } from './fakeHttp';

type Bilingual = Readonly<Record<Locale, string>>;
type Catalog = (language: Locale) => readonly Item[];
type Answer = (request: FakeRequest, params: readonly string[]) => unknown;
type Paged = <T>(
  all: readonly T[],
  query: FakeRequest['query'],
) => { total_size: number; limit: string; offset: string; page: T[] };

const DAY_MS = 24 * 60 * 60 * 1000;
/** The calendar day `days` from today (UTC), as the server's dates read. */
const dayFromNow = (days: number) =>
  new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

interface CampaignSpec {
  id: number;
  title: Bilingual;
  description: Bilingual;
  start: () => string;
  end: () => string;
  items: readonly number[];
}

/** The fixture campaign ids: two running with items, one coming up, one over (never listed). */
export const FIXTURE_CAMPAIGN_IDS = { backToSchool: 1, ramadan: 2, eid: 3, ended: 4 } as const;

const CAMPAIGNS: readonly CampaignSpec[] = [
  {
    id: FIXTURE_CAMPAIGN_IDS.backToSchool,
    title: { en: 'Back to school', ar: 'العودة إلى المدارس' },
    description: { en: 'Lunch-box favourites.', ar: 'المفضلات لعلبة الغداء.' },
    start: () => '2026-01-01',
    end: () => '2099-12-31',
    items: [FIXTURE_IDS.noImage, FIXTURE_IDS.decimalPrice],
  },
  {
    id: FIXTURE_CAMPAIGN_IDS.ramadan,
    title: { en: 'Ramadan offers', ar: 'عروض رمضان' },
    description: {
      en: 'Baskets for the holy month.',
      ar: 'سلال الشهر الكريم.',
    },
    start: () => '2026-02-18',
    end: () => '2099-12-31',
    items: [FIXTURE_IDS.campaign],
  },
  {
    id: FIXTURE_CAMPAIGN_IDS.eid,
    title: { en: 'Eid treats', ar: 'حلويات العيد' },
    description: { en: 'Coming soon: sweets for the feast.', ar: 'قريبًا: حلويات العيد.' },
    start: () => dayFromNow(14),
    end: () => dayFromNow(21),
    items: [],
  },
  {
    id: FIXTURE_CAMPAIGN_IDS.ended,
    title: { en: 'Winter sale', ar: 'تخفيضات الشتاء' },
    description: { en: 'Over already.', ar: 'انتهت.' },
    start: () => dayFromNow(-40),
    end: () => dayFromNow(-5),
    items: [],
  },
];

function campaignOf(spec: CampaignSpec, language: Locale): Campaign {
  return {
    id: spec.id,
    title: spec.title[language],
    description: spec.description[language],
    image: `campaign-${spec.id}.png`,
    start_date: spec.start(),
    end_date: spec.end(),
    // 6amMart's names of the same whole days, as the demo server sends them.
    available_date_starts: spec.start(),
    available_date_ends: spec.end(),
    start_time: '00:00',
    end_time: '23:59',
  };
}

/** The campaigns that have not ended, soonest first, as GET /api/v1/campaigns/basic answers. */
export function fixtureCampaigns(language: Locale): Campaign[] {
  const today = dayFromNow(0);
  return CAMPAIGNS.filter((spec) => spec.end() >= today)
    .map((spec) => campaignOf(spec, language))
    .sort((a, b) => (a.start_date < b.start_date ? -1 : a.start_date > b.start_date ? 1 : 0));
}

interface CouponSpec {
  id: number;
  code: string;
  title: Bilingual;
  type: ListedCoupon['coupon_type'];
  discountType?: ListedCoupon['discount_type'];
  discount: number;
  maxDiscount?: number;
  minPurchase?: number;
  data?: number[];
  zoneId?: number;
  start?: number;
  expire?: number;
  off?: true;
}

/** The fixture coupons; the last three are never listed (expired, switched off, not started). */
const COUPONS: readonly CouponSpec[] = [
  {
    id: 1,
    code: 'WELCOME',
    title: { en: '10% off your first order', ar: 'خصم 10٪ على أول طلب' },
    type: 'default',
    discount: 10,
    maxDiscount: 50,
    minPurchase: 100,
  },
  {
    id: 2,
    code: 'FREESHIP',
    title: { en: 'Free delivery', ar: 'توصيل مجاني' },
    type: 'free_delivery',
    discount: 0,
    minPurchase: 200,
  },
  {
    id: 3,
    code: 'CAIRO10',
    title: { en: '10% off in Cairo', ar: 'خصم 10٪ في القاهرة' },
    type: 'zone_wise',
    discount: 10,
    maxDiscount: 30,
    data: [1],
    zoneId: 1,
  },
  {
    id: 4,
    code: 'NILE20',
    title: { en: '20 EGP off at Nile Pantry', ar: 'خصم 20 ج.م من مخزن النيل' },
    type: 'store_wise',
    discountType: 'amount',
    discount: 20,
    minPurchase: 150,
    data: [2],
  },
  {
    id: 5,
    code: 'EXPIRED',
    title: { en: 'Summer deal', ar: 'عرض الصيف' },
    type: 'default',
    discount: 15,
    expire: -1,
  },
  {
    id: 6,
    code: 'SWITCHEDOFF',
    title: { en: 'Paused deal', ar: 'عرض متوقف' },
    type: 'default',
    discount: 5,
    off: true,
  },
  {
    id: 7,
    code: 'LATER',
    title: { en: 'Coming deal', ar: 'عرض قادم' },
    type: 'default',
    discount: 5,
    start: 2,
  },
];

/** A coupon as the demo server sends it: the listed fields and its module. */
export type FixtureCoupon = ListedCoupon & { module_id: number };

/** A coupon spec as the coupon list sends it, its dates counted from today. */
function couponOf(spec: CouponSpec, language: Locale): FixtureCoupon {
  return {
    id: spec.id,
    code: spec.code,
    title: spec.title[language],
    coupon_type: spec.type,
    discount_type: spec.discountType ?? 'percent',
    discount: spec.discount,
    max_discount: spec.maxDiscount ?? 0,
    min_purchase: spec.minPurchase ?? 0,
    data: spec.data ?? [],
    zoneId: spec.zoneId ?? null,
    start_date: dayFromNow(spec.start ?? -3),
    expire_date: dayFromNow(spec.expire ?? 30),
    module_id: 1,
  };
}

/** The coupons a shopper can use today, as GET /api/v1/coupon/list answers. */
export function fixtureCoupons(language: Locale): FixtureCoupon[] {
  const today = dayFromNow(0);
  return COUPONS.filter((spec) => !spec.off)
    .map((spec) => couponOf(spec, language))
    .filter((coupon) => coupon.start_date <= today && coupon.expire_date >= today);
}

/**
 * Any fixture coupon by its code, the unlisted ones too (expired, not started, switched off), so
 * applying one can be refused as the server refuses it.
 */
export function fixtureCouponByCode(
  code: string,
  language: Locale,
): { coupon: FixtureCoupon; switchedOn: boolean } | undefined {
  const spec = COUPONS.find((candidate) => candidate.code === code);
  return spec && { coupon: couponOf(spec, language), switchedOn: spec.off !== true };
}

/** Each sale item's stock at the sale price and how much of it sold; the rest hold 20, none sold. */
const SALE_STOCK: Readonly<Record<number, { stock: number; sold: number }>> = {
  [FIXTURE_IDS.percentOff]: { stock: 20, sold: 5 },
  [FIXTURE_IDS.amountOff]: { stock: 10, sold: 7 },
  [FIXTURE_IDS.storeDiscount]: { stock: 8, sold: 8 },
};

const saleStockOf = (itemId: number) => SALE_STOCK[itemId] ?? { stock: 20, sold: 0 };

/** The running sale an item is priced by, as the demo server's items carry it. */
export function itemFlashSale(itemId: number, sale: ListedSale): ItemFlashSale {
  const { stock, sold } = saleStockOf(itemId);
  return { id: sale.id, end_at: sale.end_at, available_stock: Math.max(0, stock - sold) };
}

/** The running flash sale's id and end, or null when the shop runs none. */
export interface ListedSale {
  id: number;
  title: string;
  start_at: string;
  end_at: string;
}

/**
 * A sale item with the sale's own terms. The fake prices its sale items by their own discount,
 * so the sale's terms are that discount (the store's when it has one, as it overrides the
 * item's) and a unit costs what the item's discounted price says.
 */
function saleItem(item: Item, sale: ListedSale): FlashSaleItem {
  const { stock, sold } = saleStockOf(item.id);
  const storeWide = (item.store_discount ?? 0) > 0;
  return {
    ...item,
    flash_sale: {
      ...itemFlashSale(item.id, sale),
      discount: storeWide ? (item.store_discount ?? 0) : (item.discount ?? 0),
      discount_type: storeWide ? 'percent' : (item.discount_type ?? 'percent'),
      stock,
      sold,
      price: item.discounted_price ?? item.price,
    },
  };
}

/** The fake shop's answers to the campaign, flash sale item and coupon reads. */
export function fakePromotions(
  catalog: Catalog,
  paged: Paged,
  runningSale: (language: Locale) => { sale: ListedSale; items: readonly Item[] } | null,
) {
  const campaignItems = (spec: CampaignSpec, language: Locale) =>
    catalog(language).filter((item) => spec.items.includes(item.id));

  const basicCampaigns: Answer = ({ language }) => fixtureCampaigns(language);

  const campaignDetails: Answer = ({ language, query }) => {
    const id = wholeNumber(query.basic_campaign_id, 'basic_campaign_id', 1, MAX_ROW_ID);
    const spec =
      CAMPAIGNS.find((campaign) => campaign.id === id) ??
      refuse(404, 'basic_campaign_id', 'Campaign not found');
    return { ...campaignOf(spec, language), items: campaignItems(spec, language) };
  };

  // Items of every campaign that has not ended, those available soonest first (none: last).
  const itemsOfCampaigns: Answer = ({ language }) => {
    const running = new Set(fixtureCampaigns(language).map((campaign) => campaign.id));
    const startOf = (item: Item) => item.available_date_starts ?? '\uffff';
    return CAMPAIGNS.filter((spec) => running.has(spec.id))
      .flatMap((spec) => campaignItems(spec, language))
      .sort((a, b) => (startOf(a) < startOf(b) ? -1 : startOf(a) > startOf(b) ? 1 : a.id - b.id));
  };

  // As on the server: the paging, then the sale's id, then whether the sale exists.
  const flashSaleItems: Answer = ({ language, query }) => {
    if (query.offset !== undefined) wholeNumber(query.offset, 'offset', 1, 10_000);
    if (query.limit !== undefined) wholeNumber(query.limit, 'limit', 1, 100);
    const id = wholeNumber(query.flash_sale_id, 'flash_sale_id', 1, MAX_ROW_ID);
    const running = runningSale(language);
    if (running === null || running.sale.id !== id) {
      refuse(404, 'flash_sale_id', 'Flash sale not found');
    }
    const { page, ...rest } = paged(
      running.items.map((item) => saleItem(item, running.sale)),
      query,
    );
    return {
      ...rest,
      // 6amMart's flash-sale page reads the sale here and each item's units beside it.
      flash_sale: {
        id: running.sale.id,
        title: running.sale.title,
        start_date: running.sale.start_at,
        end_date: running.sale.end_at,
      },
      products: page.map(({ flash_sale: terms, ...item }) => ({
        ...item,
        flash_sale: terms,
        item,
        sold: terms.sold,
        available_stock: terms.available_stock,
      })),
    };
  };

  const coupons: Answer = ({ language }) => fixtureCoupons(language);

  return { basicCampaigns, campaignDetails, itemsOfCampaigns, flashSaleItems, coupons };
}
