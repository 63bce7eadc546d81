/*
 * A small, realistic catalog for widget tests and stories: one item for each case a widget must
 * render (plain, discounted three ways, out of stock, capped, low stock, variations, campaign,
 * missing image), named in Arabic or English like the server's replies; an item's options read in
 * the same language, while each variation's code stays the same in both.
 */
import type { ChoiceOption, DiscountType, Item, ItemVariation } from '../api/wire';
import type { Locale } from '../i18n/locale';
import { unitPrice } from '../pricing';

/** Text in both languages. */
type Bilingual = Readonly<Record<Locale, string>>;

interface FixtureStore {
  id: number;
  name: Bilingual;
  /** A store-wide percent discount; it overrides the item's own. */
  discount: number;
}

interface FixtureSpec {
  id: number;
  slug: string;
  name: Bilingual;
  description: Bilingual;
  image: string;
  price: number;
  store: FixtureStore;
  stock: number;
  discount?: number;
  discount_type?: DiscountType;
  maximum_cart_quantity?: number;
  available_date_starts?: string;
  choice?: FixtureChoice;
  avg_rating?: number;
  /** Its category in the fixture tree (storefrontFixtures.ts): a child, or a parent itself. */
  category: number;
  /** Whether it is vegetarian; most are. */
  veg?: false;
}

/**
 * One group of options, each option one variation: its code (its identity in every language, as
 * on the demo server) and how it reads in each language.
 */
interface FixtureChoice {
  title: Bilingual;
  options: readonly { code: string; label: Bilingual; price: number; stock: number }[];
}

/** The ids of the fixture items, by the case each one stands for. */
export const FIXTURE_IDS = {
  plain: 1,
  percentOff: 2,
  amountOff: 3,
  storeDiscount: 4,
  outOfStock: 5,
  capped: 6,
  lowStock: 7,
  variations: 8,
  campaign: 9,
  noImage: 10,
  decimalPrice: 11,
  uncapped: 12,
} as const;

/** A case the fixture catalog covers. */
export type FixtureCase = keyof typeof FIXTURE_IDS;

const freshMarket: FixtureStore = {
  id: 1,
  name: { en: 'Fresh Market', ar: 'السوق الطازج' },
  discount: 0,
};
const nilePantry: FixtureStore = {
  id: 2,
  name: { en: 'Nile Pantry', ar: 'مخزن النيل' },
  discount: 0,
};
const deltaDates: FixtureStore = {
  id: 3,
  name: { en: 'Delta Dates', ar: 'تمور الدلتا' },
  discount: 15,
};

const SPECS: readonly FixtureSpec[] = [
  {
    id: FIXTURE_IDS.plain,
    category: 11,
    slug: 'red-apples-1-kg',
    name: { en: 'Red apples 1 kg', ar: 'تفاح أحمر 1 كجم' },
    description: { en: 'Crisp red apples from Nubaria.', ar: 'تفاح أحمر مقرمش من النوبارية.' },
    image: 'apples.svg',
    price: 45,
    store: freshMarket,
    stock: 120,
    avg_rating: 4.6,
  },
  {
    id: FIXTURE_IDS.percentOff,
    category: 11,
    slug: 'bananas-1-kg',
    name: { en: 'Bananas 1 kg', ar: 'موز 1 كجم' },
    description: { en: 'Sweet Egyptian bananas.', ar: 'موز مصري حلو المذاق.' },
    image: 'bananas.svg',
    price: 30,
    discount: 10,
    discount_type: 'percent',
    store: freshMarket,
    stock: 80,
    avg_rating: 4.2,
  },
  {
    id: FIXTURE_IDS.amountOff,
    category: 1,
    slug: 'extra-virgin-olive-oil-1-l',
    name: { en: 'Extra virgin olive oil 1 L', ar: 'زيت زيتون بكر ممتاز 1 لتر' },
    description: {
      en: 'Cold-pressed olive oil from Siwa.',
      ar: 'زيت زيتون معصور على البارد من سيوة.',
    },
    image: 'olive-oil.svg',
    price: 180,
    discount: 25,
    discount_type: 'amount',
    store: nilePantry,
    stock: 40,
    avg_rating: 4.8,
  },
  {
    id: FIXTURE_IDS.storeDiscount,
    category: 11,
    slug: 'siwa-dates-500-g',
    name: { en: 'Siwa dates 500 g', ar: 'تمر سيوي 500 جم' },
    description: { en: 'Soft dates, packed fresh.', ar: 'تمر طري معبأ طازجًا.' },
    image: 'dates.svg',
    price: 90,
    discount: 5,
    discount_type: 'percent',
    store: deltaDates,
    stock: 60,
    avg_rating: 4.5,
  },
  {
    id: FIXTURE_IDS.outOfStock,
    category: 13,
    slug: 'saffron-threads-1-g',
    name: { en: 'Saffron threads 1 g', ar: 'خيوط زعفران 1 جم' },
    description: { en: 'Hand-picked saffron threads.', ar: 'خيوط زعفران مقطوفة يدويًا.' },
    image: 'saffron.svg',
    price: 150,
    store: nilePantry,
    stock: 0,
  },
  {
    id: FIXTURE_IDS.capped,
    category: 33,
    veg: false,
    slug: 'farm-eggs-30',
    name: { en: 'Farm eggs, 30 pieces', ar: 'بيض بلدي، 30 بيضة' },
    description: { en: 'Free-range eggs, one tray.', ar: 'بيض دجاج حر، طبق واحد.' },
    image: 'eggs.svg',
    price: 165,
    store: freshMarket,
    stock: 50,
    maximum_cart_quantity: 3,
    avg_rating: 4.1,
  },
  {
    id: FIXTURE_IDS.lowStock,
    category: 4,
    veg: false,
    slug: 'sidr-honey-250-g',
    name: { en: 'Sidr honey 250 g', ar: 'عسل سدر 250 جم' },
    description: { en: 'Raw Sidr honey, small batch.', ar: 'عسل سدر خام من إنتاج محدود.' },
    image: 'honey.svg',
    price: 240,
    store: nilePantry,
    stock: 2,
    avg_rating: 4.9,
  },
  {
    id: FIXTURE_IDS.variations,
    category: 13,
    slug: 'arabica-coffee-beans',
    name: { en: 'Arabica coffee beans', ar: 'حبوب بن أرابيكا' },
    description: { en: 'Medium roast, whole beans.', ar: 'تحميص متوسط، حبوب كاملة.' },
    image: 'coffee.svg',
    price: 95,
    store: nilePantry,
    stock: 12,
    choice: {
      title: { en: 'Size', ar: 'الحجم' },
      options: [
        { code: 'Small', label: { en: 'Small', ar: 'صغير' }, price: 95, stock: 12 },
        { code: 'Large', label: { en: 'Large', ar: 'كبير' }, price: 170, stock: 0 },
      ],
    },
    avg_rating: 4.4,
  },
  {
    id: FIXTURE_IDS.campaign,
    category: 1,
    slug: 'ramadan-basket',
    name: { en: 'Ramadan basket', ar: 'سلة رمضان' },
    description: {
      en: 'Dates, tea, lentils and more for the holy month.',
      ar: 'تمر وشاي وعدس وغيرها للشهر الكريم.',
    },
    image: 'ramadan-basket.svg',
    price: 350,
    store: freshMarket,
    stock: 25,
    available_date_starts: '2025-03-01',
  },
  {
    id: FIXTURE_IDS.noImage,
    category: 21,
    slug: 'whole-wheat-bread',
    name: { en: 'Whole wheat bread', ar: 'خبز قمح كامل' },
    description: { en: 'Baked this morning.', ar: 'مخبوز صباح اليوم.' },
    image: '',
    price: 15,
    store: freshMarket,
    stock: 40,
  },
  {
    id: FIXTURE_IDS.decimalPrice,
    category: 31,
    slug: 'full-cream-milk-1-l',
    name: { en: 'Full cream milk 1 L', ar: 'حليب كامل الدسم 1 لتر' },
    description: { en: 'Pasteurised cow milk.', ar: 'حليب بقري مبستر.' },
    image: 'milk.svg',
    price: 38.5,
    store: freshMarket,
    stock: 90,
    avg_rating: 4.3,
  },
  {
    id: FIXTURE_IDS.uncapped,
    category: 2,
    slug: 'egyptian-rice-5-kg',
    name: { en: 'Egyptian rice 5 kg', ar: 'أرز مصري 5 كجم' },
    description: { en: 'Short-grain rice for every day.', ar: 'أرز قصير الحبة للاستخدام اليومي.' },
    image: 'rice.svg',
    price: 210,
    discount: 5,
    discount_type: 'percent',
    store: nilePantry,
    stock: 30,
  },
];

/** The item's options as the shopper reads them, in the request's language. */
function choiceOptions({ choice }: FixtureSpec, language: Locale): ChoiceOption[] {
  if (!choice) return [];
  return [
    {
      name: 'choice_1',
      title: choice.title[language],
      options: choice.options.map((option) => option.label[language]),
    },
  ];
}

/** The item's variations: each type in the request's language, each code the same in both. */
function variations({ choice }: FixtureSpec, language: Locale): ItemVariation[] {
  return (choice?.options ?? []).map(({ code, label, price, stock }) => ({
    type: label[language],
    code,
    price,
    stock,
  }));
}

function buildItem(spec: FixtureSpec, language: Locale): Item {
  const priced = {
    price: spec.price,
    discount: spec.discount ?? 0,
    discount_type: spec.discount_type ?? 'percent',
    store_discount: spec.store.discount,
  };
  return {
    id: spec.id,
    slug: spec.slug,
    name: spec.name[language],
    description: spec.description[language],
    image: spec.image,
    ...priced,
    discounted_price: unitPrice(priced),
    stock: spec.stock,
    maximum_cart_quantity: spec.maximum_cart_quantity ?? null,
    available_date_starts: spec.available_date_starts ?? null,
    variations: variations(spec, language),
    choice_options: choiceOptions(spec, language),
    module_type: 'ecommerce',
    store_id: spec.store.id,
    store_name: spec.store.name[language],
    avg_rating: spec.avg_rating ?? 0,
    category_id: spec.category,
    veg: spec.veg === false ? 0 : 1,
  };
}

/** The twelve fixture items, named in `language`; each call returns fresh objects. */
export function fixtureItems(language: Locale): Item[] {
  return SPECS.map((spec) => buildItem(spec, language));
}

/** The fixture item that stands for one case, named in `language`. */
export function fixtureItem(kind: FixtureCase, language: Locale): Item {
  const item = fixtureItems(language).find((candidate) => candidate.id === FIXTURE_IDS[kind]);
  if (!item) throw new Error(`no fixture item for ${kind}`);
  return item;
}
