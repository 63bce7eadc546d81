/*
 * The fake shop's reviews and store details, as the demo server sends them: reviews newest
 * first with a rating summary, each written in the request's language so stories read whole in
 * Arabic or English; store details with opening hours and whether the store is open now.
 */
import type { ItemReview, RatingSummary, StoreDetails, StoreSchedule } from '../api/wire';
import { isOpenAt } from '../catalog/openingHours';
import type { Locale } from '../i18n/locale';
import { FIXTURE_IDS } from './catalogFixtures';
import { fixtureStores } from './storefrontFixtures';

type Bilingual = Readonly<Record<Locale, string>>;

interface ReviewSpec {
  id: number;
  rating: number;
  author: Bilingual;
  comment: Bilingual;
  createdAt: string;
  attachment?: readonly string[];
}

/** The plain fixture item's reviews, newest first. */
const REVIEWS: readonly ReviewSpec[] = [
  {
    id: 3,
    rating: 5,
    author: { en: 'Omar', ar: 'عمر' },
    comment: { en: 'Sweet and crisp, exactly as pictured.', ar: 'حلوة ومقرمشة وزي الصورة بالظبط' },
    createdAt: '2025-11-20T18:42:00.000Z',
  },
  {
    id: 2,
    rating: 4,
    author: { en: 'Mona', ar: 'منى' },
    comment: { en: 'Good apples, a couple were small.', ar: 'تفاح كويس، بس كام واحدة كانت صغيرة' },
    createdAt: '2025-11-17T09:15:00.000Z',
    attachment: ['apples-review.png'],
  },
  {
    id: 1,
    rating: 2,
    author: { en: 'Karim', ar: 'كريم' },
    comment: { en: 'Arrived bruised.', ar: 'وصلت مخبوطة' },
    createdAt: '2025-11-12T21:03:00.000Z',
  },
];

/** The reviews of an item in a language, newest first (only the plain item has any). */
export function fixtureReviews(itemId: number, language: Locale): ItemReview[] {
  if (itemId !== FIXTURE_IDS.plain) return [];
  return REVIEWS.map((review) => ({
    id: review.id,
    item_id: itemId,
    rating: review.rating,
    comment: review.comment[language],
    attachment: [...(review.attachment ?? [])],
    created_at: review.createdAt,
    customer: { f_name: review.author[language], image: null },
  }));
}

/** The average, count and per-rating breakdown of some reviews, as the server sums them. */
export function fixtureRatingSummary(reviews: readonly ItemReview[]): RatingSummary {
  const ratings: RatingSummary['ratings'] = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const { rating } of reviews) {
    const key = String(rating);
    if (key === '1' || key === '2' || key === '3' || key === '4' || key === '5') ratings[key] += 1;
  }
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  return {
    avg_rating: reviews.length === 0 ? 0 : Math.round((sum / reviews.length) * 10) / 10,
    rating_count: reviews.length,
    ratings,
  };
}

const everyDay = (opening: string, closing: string): StoreSchedule[] =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opening_time: opening, closing_time: closing }));

/** Each listed store's hours: the first around the clock, so it is open whenever a test runs. */
const HOURS: Readonly<Record<number, StoreSchedule[]>> = {
  1: everyDay('00:00:00', '00:00:00'),
  2: everyDay('09:00:00', '23:00:00'),
  3: everyDay('10:00:00', '02:00:00'),
};

/**
 * A store the lists leave out (the home page's stories show open stores only) but its page
 * shows: switched off, so closed whatever its hours.
 */
export const FIXTURE_CLOSED_STORE_ID = 4;

/** The details of the store `named` picks, in a language; undefined when it picks none. */
export function fixtureStoreDetails(
  named: (store: { id: number; slug?: string }) => boolean,
  language: Locale,
  itemsCount: (storeId: number) => number,
  now = new Date(),
): StoreDetails | undefined {
  const [first] = fixtureStores(language);
  const closed = first && {
    ...first,
    id: FIXTURE_CLOSED_STORE_ID,
    slug: 'old-town-spices',
    name: language === 'ar' ? 'عطارة البلد القديمة' : 'Old Town Spices',
    active: false,
  };
  const all = closed ? [...fixtureStores(language), closed] : fixtureStores(language);
  const store = all.find(named);
  if (store === undefined) return undefined;
  const schedules = HOURS[store.id] ?? everyDay('08:00:00', '20:00:00');
  const reviews = store.id === 1 ? fixtureReviews(FIXTURE_IDS.plain, language) : [];
  const positive = reviews.filter((review) => review.rating >= 4).length;
  return {
    ...store,
    items_count: itemsCount(store.id),
    minimum_order: store.id === 2 ? 100 : 0,
    positive_rating: reviews.length === 0 ? 0 : Math.round((positive / reviews.length) * 1000) / 10,
    open: store.active === true && isOpenAt(schedules, now) ? 1 : 0,
    schedules,
  };
}
