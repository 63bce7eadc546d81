/*
 * Campaigns, banners, flash sales and coupons. Dates are offsets from the day the seed runs, so
 * a freshly seeded demo always has something running.
 */
import { TINTS } from './palette';
import type { Bilingual, ModuleType, Tint } from './types';

/** A campaign: its module, the parent categories its items come from, and its picture. */
export interface CampaignWords {
  title: Bilingual;
  description: Bilingual;
  module: ModuleType;
  parents: readonly string[];
  icons: readonly string[];
  tint: Tint;
  startsInDays: number;
  endsInDays: number;
}

/** The campaigns; the last one has not started yet. */
export const CAMPAIGNS: readonly CampaignWords[] = [
  {
    title: { en: 'Weekly Fresh Deals', ar: 'عروض الطازج الأسبوعية' },
    description: {
      en: 'Hand-picked fruit, vegetables, dairy and meat at special prices all week.',
      ar: 'فواكه وخضروات وألبان ولحوم مختارة بأسعار خاصة طوال الأسبوع.',
    },
    module: 'grocery',
    parents: ['produce', 'dairy', 'meat', 'bakery'],
    icons: ['red-apple', 'carrot', 'glass-of-milk', 'cut-of-meat'],
    tint: TINTS.green,
    startsInDays: -3,
    endsInDays: 30,
  },
  {
    title: { en: 'Family Feast', ar: 'عزومة العيلة' },
    description: {
      en: 'Big trays and family meals from your favourite restaurants.',
      ar: 'صواني ووجبات عائلية من مطاعمك المفضلة.',
    },
    module: 'food',
    parents: ['meals'],
    icons: ['pot-of-food', 'meat-on-bone', 'pizza', 'shortcake'],
    tint: TINTS.wheat,
    startsInDays: -5,
    endsInDays: 25,
  },
  {
    title: { en: 'Back to School', ar: 'العودة للمدارس' },
    description: {
      en: 'Bags, notebooks and colours for a great school year.',
      ar: 'شنط وكشاكيل وألوان لسنة دراسية مميزة.',
    },
    module: 'ecommerce',
    parents: ['stationery'],
    icons: ['backpack', 'notebook', 'crayon', 'pencil'],
    tint: TINTS.indigo,
    startsInDays: -1,
    endsInDays: 40,
  },
  {
    title: { en: 'Health Week', ar: 'أسبوع الصحة' },
    description: {
      en: 'Vitamins, care and first aid for the whole family.',
      ar: 'فيتامينات وعناية وإسعافات أولية لكل الأسرة.',
    },
    module: 'pharmacy',
    parents: ['pharmacy', 'personal-care'],
    icons: ['pill', 'stethoscope', 'adhesive-bandage', 'lotion-bottle'],
    tint: TINTS.teal,
    startsInDays: 5,
    endsInDays: 20,
  },
];

/** What a banner leads to: an item of a parent category, a store of a kind, or nothing. */
export type BannerTarget =
  | { type: 'item_wise'; parent: string }
  | { type: 'store_wise'; storeKind: string }
  | { type: 'default' };

/** A home banner: its title, module, optional zone (by English name) and picture. */
export interface BannerWords {
  title: Bilingual;
  module: ModuleType;
  zone?: string;
  target: BannerTarget;
  icons: readonly string[];
  tint: Tint;
}

/** The home banners. */
export const BANNERS: readonly BannerWords[] = [
  {
    title: { en: 'Free delivery on orders over 500 EGP', ar: 'توصيل مجاني للطلبات فوق 500 جنيه' },
    module: 'ecommerce',
    target: { type: 'default' },
    icons: ['delivery-truck', 'package', 'shopping-bags'],
    tint: TINTS.cyan,
  },
  {
    title: { en: 'Fresh groceries in 30 minutes', ar: 'بقالة طازجة في 30 دقيقة' },
    module: 'grocery',
    target: { type: 'default' },
    icons: ['shopping-cart', 'red-apple', 'bread', 'glass-of-milk'],
    tint: TINTS.green,
  },
  {
    title: { en: 'Deal of the day', ar: 'عرض اليوم' },
    module: 'grocery',
    target: { type: 'item_wise', parent: 'produce' },
    icons: ['mango', 'strawberry', 'grapes'],
    tint: TINTS.pink,
  },
  {
    title: { en: 'Fresh from the oven', ar: 'طازة من الفرن' },
    module: 'grocery',
    target: { type: 'item_wise', parent: 'bakery' },
    icons: ['croissant', 'baguette-bread', 'bread'],
    tint: TINTS.wheat,
  },
  {
    title: { en: 'Your neighbourhood pharmacy, open late', ar: 'صيدلية الحي مفتوحة لوقت متأخر' },
    module: 'pharmacy',
    target: { type: 'store_wise', storeKind: 'pharmacy' },
    icons: ['pill', 'stethoscope', 'adhesive-bandage'],
    tint: TINTS.teal,
  },
  {
    title: { en: 'Grilled over charcoal, delivered hot', ar: 'مشويات على الفحم توصلك سخنة' },
    module: 'food',
    target: { type: 'store_wise', storeKind: 'grill' },
    icons: ['meat-on-bone', 'poultry-leg', 'fire'],
    tint: TINTS.red,
  },
  {
    title: { en: 'Gadgets and accessories for less', ar: 'أجهزة وإكسسوارات بأسعار أقل' },
    module: 'ecommerce',
    target: { type: 'store_wise', storeKind: 'electronics' },
    icons: ['headphone', 'mobile-phone', 'battery'],
    tint: TINTS.slate,
  },
  {
    title: { en: 'Now delivering across Alexandria', ar: 'التوصيل متاح الآن في كل الإسكندرية' },
    module: 'ecommerce',
    zone: 'Alexandria',
    target: { type: 'default' },
    icons: ['delivery-truck', 'tropical-fish', 'water-wave'],
    tint: TINTS.blue,
  },
];

/** A flash sale window, in hours from the seed run. */
export interface FlashSaleWords {
  title: Bilingual;
  module: ModuleType;
  startsInHours: number;
  endsInHours: number;
}

/** The flash sales: one running now, one coming up. */
export const FLASH_SALES: readonly FlashSaleWords[] = [
  {
    title: { en: 'Flash Sale', ar: 'عروض الفلاش' },
    module: 'grocery',
    startsInHours: -24,
    endsInHours: 48,
  },
  {
    title: { en: 'Weekend Flash Sale', ar: 'فلاش الويكند' },
    module: 'grocery',
    startsInHours: 6 * 24,
    endsInHours: 8 * 24,
  },
];

/** Who a coupon is limited to: zones by English name, or stores of a module. */
export type CouponTarget =
  | { type: 'zone_wise'; zones: readonly string[] }
  | { type: 'store_wise'; module: ModuleType; count: number }
  | { type: 'free_delivery' }
  | { type: 'default' };

/** A coupon of spec §3. */
export interface CouponWords {
  code: string;
  title: Bilingual;
  target: CouponTarget;
  discountType: 'percent' | 'amount';
  discount: number;
  maxDiscount: number;
  minPurchase: number;
  usageLimit: number | null;
}

/** The coupons: every type, percent and amount, capped and uncapped. */
export const COUPONS: readonly CouponWords[] = [
  {
    code: 'WELCOME15',
    title: { en: 'Welcome offer: 15% off your first order', ar: 'خصم ترحيبي 15% على أول طلب' },
    target: { type: 'default' },
    discountType: 'percent',
    discount: 15,
    maxDiscount: 75,
    minPurchase: 150,
    usageLimit: 1,
  },
  {
    code: 'SAVE50',
    title: { en: '50 EGP off orders over 400 EGP', ar: 'خصم 50 جنيه على الطلبات فوق 400 جنيه' },
    target: { type: 'default' },
    discountType: 'amount',
    discount: 50,
    maxDiscount: 0,
    minPurchase: 400,
    usageLimit: null,
  },
  {
    code: 'CAIRO20',
    title: { en: '20% off in Cairo and Giza', ar: 'خصم 20% في القاهرة والجيزة' },
    target: { type: 'zone_wise', zones: ['Cairo', 'Giza'] },
    discountType: 'percent',
    discount: 20,
    maxDiscount: 0,
    minPurchase: 200,
    usageLimit: null,
  },
  {
    code: 'ALEX25',
    title: { en: '25 EGP off in Alexandria', ar: 'خصم 25 جنيه في الإسكندرية' },
    target: { type: 'zone_wise', zones: ['Alexandria'] },
    discountType: 'amount',
    discount: 25,
    maxDiscount: 0,
    minPurchase: 150,
    usageLimit: null,
  },
  {
    code: 'STORE10',
    title: { en: '10% off at selected supermarkets', ar: 'خصم 10% في سوبر ماركتات مختارة' },
    target: { type: 'store_wise', module: 'grocery', count: 3 },
    discountType: 'percent',
    discount: 10,
    maxDiscount: 100,
    minPurchase: 0,
    usageLimit: null,
  },
  {
    code: 'STORE30',
    title: { en: '30 EGP off at selected restaurants', ar: 'خصم 30 جنيه في مطاعم مختارة' },
    target: { type: 'store_wise', module: 'food', count: 2 },
    discountType: 'amount',
    discount: 30,
    maxDiscount: 0,
    minPurchase: 250,
    usageLimit: null,
  },
  {
    code: 'FREEDEL',
    title: { en: 'Free delivery on orders over 100 EGP', ar: 'توصيل مجاني للطلبات فوق 100 جنيه' },
    target: { type: 'free_delivery' },
    discountType: 'amount',
    discount: 0,
    maxDiscount: 0,
    minPurchase: 100,
    usageLimit: null,
  },
];
