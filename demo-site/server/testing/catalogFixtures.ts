import type { Database } from '../db/database';
import {
  banners,
  campaigns,
  categories,
  coupons,
  customers,
  flashSaleItems,
  flashSales,
  items,
  modules,
  reviews,
  settings,
  stores,
  zones,
} from '../db/schema';
import { isoDay } from '../routes/catalog/today';

/*
 * A small catalog the catalog contract tests know by heart: every row is chosen to make one
 * rule visible (a name with '%', an item whose name contains "apple" but does not start with it,
 * a closed store, an expired coupon …).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day `days` from now, as PostgreSQL `date` text. */
export const dayFromNow = (days: number) => isoDay(new Date(Date.now() + days * DAY_MS));

type ItemInsert = typeof items.$inferInsert;

/** Ids of the fixture rows, by the name the tests use. */
export interface CatalogFixtures {
  zone: { cairo: number; alexandria: number };
  category: {
    fruits: number;
    apples: number;
    citrus: number;
    bakery: number;
    bread: number;
    pharmacy: number;
  };
  store: { freshMarket: number; cornerBakery: number; nightPharmacy: number };
  item: {
    redApple: number;
    greenApple: number;
    orangeJuice: number;
    pineapple: number;
    applePie: number;
    whiteBread: number;
    mangoJuice: number;
    painRelief: number;
    ramadanDates: number;
  };
  campaign: { ramadan: number; ended: number };
  flashSale: { running: number; ended: number };
  /** How many reviews the pineapple has (in Arabic and in English). */
  pineappleReviews: number;
}

/** Every day of the week with the same hours. */
const everyDay = (opening: string, closing: string, except: readonly number[] = []) =>
  [0, 1, 2, 3, 4, 5, 6]
    .filter((day) => !except.includes(day))
    .map((day) => ({ day, opening_time: opening, closing_time: closing }));

/** The seeded config row: texts as `{ en, ar }`, image folders as paths. */
const FIXTURE_CONFIG = {
  business_name: { en: 'Souq', ar: 'سوق' },
  maintenance_mode: 0,
  guest_checkout_status: 1,
  refund_policy: 1,
  cancelation_policy: 1,
  shipping_policy: 0,
  footer_text: { en: 'Fresh food, delivered', ar: 'طعام طازج حتى بابك' },
  free_delivery_over: 500,
  customer_wallet_status: 1,
  loyalty_point_status: 1,
  ref_earning_status: 0,
  social_media: [{ name: 'facebook', link: 'https://facebook.example/souq' }],
  app_url_android: 'https://play.example/souq',
  app_url_ios: 'https://apps.example/souq',
  base_urls: {
    item_image_url: '/images/product',
    item_image_thumbnail_url: '/images/product',
    category_image_url: '/images/category',
    store_image_url: '/images/store',
    banner_image_url: '/images/banner',
    campaign_image_url: '/images/campaign',
    customer_image_url: '/images/customer',
    business_logo_url: '/images/business',
  },
  logo: 'logo.png',
  fav_icon: 'favicon.png',
  currency_symbol: { en: 'EGP', ar: 'ج.م' },
  currency_symbol_direction: 'right',
  digit_after_decimal_point: 2,
  tax: 14,
  tax_included: 1,
  per_km_shipping_charge: 5,
  countries: [
    { code: 'eg', isActive: true },
    { code: 'sa', isActive: false },
    { code: 'in', isActive: false },
  ],
};

/** The seeded landing row. */
const FIXTURE_LANDING = {
  fixed_footer_description: { en: 'Groceries in minutes', ar: 'البقالة في دقائق' },
  download_user_app_links: {
    playstore_url: 'https://play.example/souq',
    playstore_url_status: 1,
    apple_store_url: 'https://apps.example/souq',
    apple_store_url_status: 0,
  },
};

/** Inserts the fixture catalog into an empty, migrated database. */
export async function insertCatalogFixtures(db: Database): Promise<CatalogFixtures> {
  await db.insert(settings).values([
    { key: 'config', value: FIXTURE_CONFIG },
    { key: 'landing', value: FIXTURE_LANDING },
    // Two sections with a picture; the bottom one has none.
    {
      key: 'other_banners',
      value: {
        promotional_banner_url: '/images/banner',
        best_reviewed_section_banner: 'promo-best-reviewed.png',
        new_arrival_section_banner: 'promo-new-arrivals.png',
      },
    },
  ]);
  await db.insert(modules).values([
    { id: 1, nameEn: 'Shop', nameAr: 'المتجر', moduleType: 'ecommerce', icon: 'shop.png' },
    { id: 2, nameEn: 'Grocery', nameAr: 'البقالة', moduleType: 'grocery', icon: 'grocery.png' },
    {
      id: 3,
      nameEn: 'Parcel',
      nameAr: 'الطرود',
      moduleType: 'parcel',
      icon: 'parcel.png',
      status: false,
    },
  ]);
  const fee = { perKmShippingCharge: 5, minimumShippingCharge: 10, maximumShippingCharge: 60 };
  const [cairo, alexandria] = await db
    .insert(zones)
    .values([
      {
        nameEn: 'Cairo',
        nameAr: 'القاهرة',
        latitude: 30.0444,
        longitude: 31.2357,
        radiusKm: 40,
        isDefault: true,
        ...fee,
      },
      {
        nameEn: 'Alexandria',
        nameAr: 'الإسكندرية',
        latitude: 31.2001,
        longitude: 29.9187,
        radiusKm: 25,
        increasedDeliveryFee: 10,
        increasedDeliveryFeeStatus: 1,
        ...fee,
      },
    ])
    .returning({ id: zones.id });

  const category = async (
    slug: string,
    nameEn: string,
    nameAr: string,
    priority: number,
    parentId: number | null = null,
  ) => {
    const [row] = await db
      .insert(categories)
      .values({ slug, nameEn, nameAr, priority, parentId, moduleId: 2, image: `${slug}.png` })
      .returning({ id: categories.id });
    return row?.id ?? 0;
  };
  const fruits = await category('fruits', 'Fruits', 'فواكه', 10);
  const bakery = await category('bakery', 'Bakery', 'مخبوزات', 5);
  const pharmacy = await category('pharmacy', 'Pharmacy', 'صيدلية', 1);
  const apples = await category('apples', 'Apples', 'تفاح', 2, fruits);
  const citrus = await category('citrus', 'Citrus', 'حمضيات', 1, fruits);
  const bread = await category('bread', 'Bread', 'خبز', 0, bakery);

  const store = async (values: Omit<typeof stores.$inferInsert, 'moduleId' | 'zoneId'>) => {
    const [row] = await db
      .insert(stores)
      .values({ moduleId: 2, zoneId: cairo?.id ?? 0, ...values })
      .returning({ id: stores.id });
    return row?.id ?? 0;
  };
  const place = { latitude: 30.05, longitude: 31.24, deliveryTime: '20-30 min' };
  const freshMarket = await store({
    slug: 'fresh-market',
    nameEn: 'Fresh Market',
    nameAr: 'السوق الطازج',
    addressEn: '1 Nile Street',
    addressAr: '١ شارع النيل',
    logo: 'fresh-market.png',
    coverPhoto: 'fresh-market-cover.png',
    avgRating: 4.5,
    ratingCount: 120,
    featured: true,
    // Around the clock, so it is open whenever a test runs.
    schedules: everyDay('00:00:00', '00:00:00'),
    createdAt: new Date(Date.now() - 30 * DAY_MS),
    ...place,
  });
  const cornerBakery = await store({
    slug: 'corner-bakery',
    nameEn: 'Corner Bakery',
    nameAr: 'مخبز الزاوية',
    addressEn: '2 Tahrir Square',
    addressAr: '٢ ميدان التحرير',
    logo: 'corner-bakery.png',
    coverPhoto: 'corner-bakery-cover.png',
    discount: 10,
    avgRating: 4,
    ratingCount: 30,
    schedules: everyDay('06:00:00', '22:00:00', [5]),
    createdAt: new Date(Date.now() - 2 * DAY_MS),
    ...place,
  });
  const nightPharmacy = await store({
    slug: 'night-pharmacy',
    nameEn: 'Night Pharmacy',
    nameAr: 'صيدلية الليل',
    addressEn: '3 Corniche Road',
    addressAr: '٣ طريق الكورنيش',
    logo: 'night-pharmacy.png',
    coverPhoto: 'night-pharmacy-cover.png',
    active: false,
    // Night hours that would be open now half the time; switched off, it is closed anyway.
    schedules: everyDay('20:00:00', '08:00:00'),
    createdAt: new Date(Date.now() - 10 * DAY_MS),
    ...place,
  });

  const [ramadan, ended] = await db
    .insert(campaigns)
    .values([
      {
        moduleId: 2,
        titleEn: 'Ramadan offers',
        titleAr: 'عروض رمضان',
        descriptionEn: 'Dates and sweets',
        descriptionAr: 'تمور وحلويات',
        image: 'ramadan.png',
        startDate: dayFromNow(-1),
        endDate: dayFromNow(10),
      },
      {
        moduleId: 2,
        titleEn: 'Winter sale',
        titleAr: 'تخفيضات الشتاء',
        descriptionEn: 'Over already',
        descriptionAr: 'انتهت',
        image: 'winter.png',
        startDate: dayFromNow(-40),
        endDate: dayFromNow(-5),
      },
    ])
    .returning({ id: campaigns.id });

  const item = async (values: Omit<ItemInsert, 'moduleId' | 'descriptionEn' | 'descriptionAr'>) => {
    const [row] = await db
      .insert(items)
      .values({
        moduleId: 2,
        descriptionEn: `About ${values.nameEn}`,
        descriptionAr: `عن ${values.nameAr}`,
        ...values,
      })
      .returning({ id: items.id });
    return row?.id ?? 0;
  };
  const ageDays = (days: number) => new Date(Date.now() - days * DAY_MS);
  const redApple = await item({
    slug: 'red-apple',
    nameEn: 'Red Apple',
    nameAr: 'تفاح أحمر',
    image: 'red-apple.png',
    storeId: freshMarket,
    categoryId: apples,
    price: 10,
    stock: 50,
    veg: true,
    avgRating: 4.8,
    ratingCount: 40,
    orderCount: 300,
    createdAt: ageDays(20),
  });
  const greenApple = await item({
    slug: 'green-apple',
    nameEn: 'Green Apple',
    nameAr: 'تفاح أخضر',
    image: 'green-apple.png',
    storeId: freshMarket,
    categoryId: apples,
    price: 12,
    discount: 25,
    discountType: 'percent',
    stock: 30,
    veg: true,
    avgRating: 4.2,
    ratingCount: 10,
    orderCount: 150,
    createdAt: ageDays(1),
  });
  const orangeJuice = await item({
    slug: 'orange-juice',
    nameEn: 'Orange Juice',
    nameAr: 'عصير برتقال',
    image: 'orange-juice.png',
    storeId: freshMarket,
    categoryId: citrus,
    price: 20,
    discount: 5,
    discountType: 'amount',
    stock: 25,
    veg: true,
    avgRating: 3.5,
    ratingCount: 5,
    orderCount: 90,
    createdAt: ageDays(5),
    variations: [
      { type: 'Small', price: 20, stock: 10 },
      { type: 'Large', price: 35, stock: 15 },
    ],
    // Options stored as codes with a label in each language, as the seed stores them.
    choiceOptions: [
      {
        name: 'choice_1',
        title: { en: 'Size', ar: 'الحجم' },
        options: ['Small', 'Large'],
        labels: { Small: { en: 'Small', ar: 'صغير' }, Large: { en: 'Large', ar: 'كبير' } },
      },
    ],
  });
  const pineapple = await item({
    slug: 'pineapple',
    nameEn: 'Pineapple',
    nameAr: 'أناناس',
    image: 'pineapple.png',
    storeId: freshMarket,
    categoryId: citrus,
    price: 30,
    stock: 8,
    veg: true,
    avgRating: 4.9,
    ratingCount: 2,
    orderCount: 500,
    createdAt: ageDays(8),
  });
  const applePie = await item({
    slug: 'apple-pie',
    nameEn: 'Apple Pie',
    nameAr: 'فطيرة تفاح',
    image: 'apple-pie.png',
    storeId: cornerBakery,
    categoryId: bread,
    price: 40,
    stock: 5,
    avgRating: 4.1,
    ratingCount: 12,
    orderCount: 20,
    createdAt: ageDays(3),
  });
  const whiteBread = await item({
    slug: 'white-bread',
    nameEn: 'White Bread',
    nameAr: 'خبز أبيض',
    image: 'white-bread.png',
    storeId: cornerBakery,
    categoryId: bread,
    price: 5,
    stock: 100,
    veg: true,
    orderCount: 400,
    createdAt: ageDays(15),
  });
  const mangoJuice = await item({
    slug: 'mango-juice',
    nameEn: 'Mango 100% Juice',
    nameAr: 'عصير مانجو ١٠٠٪',
    image: 'mango-juice.png',
    storeId: freshMarket,
    categoryId: citrus,
    price: 18,
    discount: 10,
    discountType: 'percent',
    stock: 12,
    veg: true,
    avgRating: 3.9,
    ratingCount: 7,
    orderCount: 60,
    createdAt: ageDays(12),
  });
  const painRelief = await item({
    slug: 'pain-relief',
    nameEn: 'Pain Relief Tablets',
    nameAr: 'أقراص مسكنة',
    image: 'missing-picture.png',
    storeId: nightPharmacy,
    categoryId: pharmacy,
    price: 15,
    stock: 0,
    maximumCartQuantity: 2,
    orderCount: 10,
    createdAt: ageDays(30),
  });
  const ramadanDates = await item({
    slug: 'ramadan-dates',
    nameEn: 'Ramadan Dates',
    nameAr: 'تمر رمضان',
    image: 'dates.png',
    storeId: freshMarket,
    categoryId: fruits,
    campaignId: ramadan?.id ?? null,
    availableDateStarts: dayFromNow(1),
    price: 60,
    stock: 40,
    veg: true,
    orderCount: 0,
    createdAt: ageDays(0),
  });

  await db.insert(banners).values([
    {
      moduleId: 2,
      zoneId: cairo?.id ?? null,
      titleEn: 'Crisp apples',
      titleAr: 'تفاح مقرمش',
      image: 'banner-apples.png',
      type: 'item_wise',
      itemId: redApple,
    },
    {
      moduleId: 2,
      titleEn: 'Visit Fresh Market',
      titleAr: 'زوروا السوق الطازج',
      image: 'banner-market.png',
      type: 'store_wise',
      storeId: freshMarket,
    },
    {
      moduleId: 2,
      titleEn: 'Welcome',
      titleAr: 'أهلا بكم',
      image: 'banner-welcome.png',
      type: 'default',
    },
  ]);

  const hour = 60 * 60 * 1000;
  const [running, endedSale] = await db
    .insert(flashSales)
    .values([
      {
        moduleId: 2,
        titleEn: 'Morning flash sale',
        titleAr: 'تخفيضات الصباح',
        startAt: new Date(Date.now() - hour),
        endAt: new Date(Date.now() + 5 * hour),
      },
      {
        moduleId: 2,
        titleEn: 'Last week',
        titleAr: 'الأسبوع الماضي',
        startAt: new Date(Date.now() - 8 * DAY_MS),
        endAt: new Date(Date.now() - 7 * DAY_MS),
      },
    ])
    .returning({ id: flashSales.id });
  await db.insert(flashSaleItems).values([
    {
      flashSaleId: running?.id ?? 0,
      itemId: redApple,
      discount: 20,
      discountType: 'percent',
      stock: 10,
      sold: 3,
    },
    {
      flashSaleId: running?.id ?? 0,
      itemId: whiteBread,
      discount: 1,
      discountType: 'amount',
      stock: 20,
      sold: 0,
    },
    {
      flashSaleId: endedSale?.id ?? 0,
      itemId: orangeJuice,
      discount: 50,
      discountType: 'percent',
      stock: 5,
      sold: 5,
    },
  ]);

  const couponDates = { startDate: dayFromNow(-3), expireDate: dayFromNow(30) };
  const coupon = (
    code: string,
    couponType: 'zone_wise' | 'store_wise' | 'free_delivery' | 'default',
    extra: Partial<typeof coupons.$inferInsert> = {},
  ) => ({
    moduleId: 2,
    code,
    titleEn: `Coupon ${code}`,
    titleAr: `قسيمة ${code}`,
    couponType,
    discountType: 'percent' as const,
    discount: 10,
    ...couponDates,
    ...extra,
  });
  await db.insert(coupons).values([
    coupon('WELCOME', 'default', { maxDiscount: 50, minPurchase: 100 }),
    coupon('FREESHIP', 'free_delivery', { discount: 0 }),
    coupon('CAIRO10', 'zone_wise', { data: [cairo?.id ?? 0], zoneId: cairo?.id ?? null }),
    coupon('BAKERY5', 'store_wise', {
      discountType: 'amount',
      discount: 5,
      data: [cornerBakery],
    }),
    coupon('EXPIRED', 'default', { expireDate: dayFromNow(-1) }),
    coupon('SWITCHEDOFF', 'default', { status: false }),
    coupon('LATER', 'default', { startDate: dayFromNow(2) }),
  ]);

  const reviewers = await db
    .insert(customers)
    .values([
      { fName: 'منى', lName: 'حسن', phone: '+201200000001', passwordHash: '!', refCode: 'FIXREV1' },
      {
        fName: 'Omar',
        lName: 'Hassan',
        phone: '+201200000002',
        passwordHash: '!',
        refCode: 'FIXREV2',
      },
    ])
    .returning({ id: customers.id });
  const [mona, omar] = reviewers.map((row) => row.id);
  const pineappleReviews = await db
    .insert(reviews)
    .values([
      {
        itemId: pineapple,
        customerId: mona ?? 0,
        rating: 2,
        comment: 'وصلت مستوية زيادة عن اللزوم',
        images: ['pineapple.png'],
        createdAt: new Date(Date.now() - 3 * DAY_MS),
      },
      {
        itemId: pineapple,
        customerId: mona ?? 0,
        rating: 5,
        comment: 'حلوة جداً وطازة',
        createdAt: new Date(Date.now() - 2 * DAY_MS),
      },
      {
        itemId: pineapple,
        customerId: omar ?? 0,
        rating: 4,
        comment: 'Sweet and juicy, a little small.',
        createdAt: new Date(Date.now() - DAY_MS),
      },
    ])
    .returning({ id: reviews.id });

  return {
    zone: { cairo: cairo?.id ?? 0, alexandria: alexandria?.id ?? 0 },
    category: { fruits, apples, citrus, bakery, bread, pharmacy },
    store: { freshMarket, cornerBakery, nightPharmacy },
    item: {
      redApple,
      greenApple,
      orangeJuice,
      pineapple,
      applePie,
      whiteBread,
      mangoJuice,
      painRelief,
      ramadanDates,
    },
    campaign: { ramadan: ramadan?.id ?? 0, ended: ended?.id ?? 0 },
    flashSale: { running: running?.id ?? 0, ended: endedSale?.id ?? 0 },
    pineappleReviews: pineappleReviews.length,
  };
}
