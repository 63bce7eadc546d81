/*
 * The fake shop's category tree, stores, banners and running flash sale, named in Arabic or
 * English like the server's replies, for the header, the mobile drawer and home page stories.
 */
import type { BannersReply, Category, FlashSale, Item, OtherBanners, Store } from '../api/wire';
import type { Locale } from '../i18n/locale';
import { fixtureCampaigns } from './fakePromotions';

type Bilingual = Readonly<Record<Locale, string>>;

interface TreeSpec {
  id: number;
  name: Bilingual;
  children: readonly { id: number; name: Bilingual }[];
}

const TREE: readonly TreeSpec[] = [
  {
    id: 1,
    name: { en: 'Fruit & Vegetables', ar: 'فواكه وخضروات' },
    children: [
      { id: 11, name: { en: 'Fresh fruit', ar: 'فواكه طازجة' } },
      { id: 12, name: { en: 'Vegetables', ar: 'خضروات' } },
      { id: 13, name: { en: 'Herbs', ar: 'أعشاب' } },
    ],
  },
  {
    id: 2,
    name: { en: 'Bakery', ar: 'مخبوزات' },
    children: [
      { id: 21, name: { en: 'Bread', ar: 'خبز' } },
      { id: 22, name: { en: 'Pastries', ar: 'معجنات' } },
    ],
  },
  {
    id: 3,
    name: { en: 'Dairy & Eggs', ar: 'ألبان وبيض' },
    children: [
      { id: 31, name: { en: 'Milk', ar: 'حليب' } },
      { id: 32, name: { en: 'Cheese', ar: 'جبن' } },
      { id: 33, name: { en: 'Eggs', ar: 'بيض' } },
    ],
  },
  { id: 4, name: { en: 'Pharmacy', ar: 'صيدلية' }, children: [] },
];

/** The parent categories with their children, as GET /api/v1/categories answers. */
export function fixtureCategories(language: Locale): Category[] {
  return TREE.map((parent) => ({
    id: parent.id,
    name: parent.name[language],
    image: `category-${parent.id}.png`,
    childes: parent.children.map((child) => ({
      id: child.id,
      name: child.name[language],
      image: `category-${child.id}.png`,
    })),
  }));
}

interface StoreSpec {
  id: number;
  slug: string;
  name: Bilingual;
  address: Bilingual;
  rating: number;
}

const STORES: readonly StoreSpec[] = [
  {
    id: 1,
    slug: 'fresh-market',
    name: { en: 'Fresh Market', ar: 'السوق الطازج' },
    address: { en: 'Tahrir Square, Cairo', ar: 'ميدان التحرير، القاهرة' },
    rating: 4.6,
  },
  {
    id: 2,
    slug: 'nile-pantry',
    name: { en: 'Nile Pantry', ar: 'مخزن النيل' },
    address: { en: 'Corniche, Alexandria', ar: 'الكورنيش، الإسكندرية' },
    rating: 4.2,
  },
  {
    id: 3,
    slug: 'delta-dates',
    name: { en: 'Delta Dates', ar: 'تمور الدلتا' },
    address: { en: 'Central Street, Tanta', ar: 'الشارع الرئيسي، طنطا' },
    rating: 4.8,
  },
];

/** The delivery every fixture store promises, in minutes. */
const DELIVERY_MINUTES = { minimum: 20, maximum: 30 };

/** The fake shop's stores, as the store lists answer. */
export function fixtureStores(language: Locale): Store[] {
  return STORES.map((store) => ({
    id: store.id,
    slug: store.slug,
    name: store.name[language],
    address: store.address[language],
    logo: `store-${store.id}.png`,
    cover_photo: `store-cover-${store.id}.png`,
    active: true,
    discount: store.id === 3 ? 15 : 0,
    avg_rating: store.rating,
    rating_count: 40 * store.id,
    // 6amMart's text and the minutes a client writes in its shopper's language, as the demo
    // server sends both.
    delivery_time: `${DELIVERY_MINUTES.minimum}-${DELIVERY_MINUTES.maximum} min`,
    minimum_delivery_time: DELIVERY_MINUTES.minimum,
    maximum_delivery_time: DELIVERY_MINUTES.maximum,
  }));
}

/** Two banners and the current campaigns, as GET /api/v1/banners answers. */
export function fixtureBanners(language: Locale): BannersReply {
  const text = (en: string, ar: string) => (language === 'ar' ? ar : en);
  return {
    banners: [
      {
        id: 1,
        title: text('Fresh fruit every morning', 'فاكهة طازجة كل صباح'),
        type: 'store_wise',
        image: 'banner-1.png',
        item_id: null,
        store_id: 1,
      },
      {
        id: 2,
        title: text('Dates for the season', 'تمور الموسم'),
        type: 'item_wise',
        image: 'banner-2.png',
        item_id: 4,
        store_id: null,
      },
    ],
    campaigns: fixtureCampaigns(language),
  };
}

/** The home sections' promotional pictures: two set, the bottom one not, as GET /api/v1/other-banners answers. */
export function fixtureOtherBanners(): OtherBanners {
  const folder = '/images/banner';
  return {
    promotional_banner_url: folder,
    best_reviewed_section_banner: 'promo-best-reviewed.png',
    best_reviewed_section_banner_full_url: `${folder}/promo-best-reviewed.png`,
    new_arrival_section_banner: 'promo-new-arrivals.png',
    new_arrival_section_banner_full_url: `${folder}/promo-new-arrivals.png`,
    bottom_section_banner: null,
    bottom_section_banner_full_url: null,
  };
}

/** A flash sale running from an hour ago until `hours` from now, over the given items. */
export function fixtureFlashSale(
  language: Locale,
  products: readonly Item[],
  now: Date = new Date(),
  hours = 5,
): FlashSale {
  return {
    id: 1,
    title: language === 'ar' ? 'تخفيضات نهاية الأسبوع' : 'Weekend flash sale',
    start_at: new Date(now.getTime() - 3_600_000).toISOString(),
    end_at: new Date(now.getTime() + hours * 3_600_000).toISOString(),
    products: [...products],
  };
}
