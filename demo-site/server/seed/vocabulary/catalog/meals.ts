/*
 * Food module: restaurant meals. Each kind of meal has its own modifiers; adjectives agree with
 * the dish ("كفتة حارة", "كباب حار").
 */
import { TINTS } from '../palette';
import { DESSERT_PORTIONS, GRILL_WEIGHTS, PORTIONS, SANDWICH_PORTIONS } from '../sizes';
import type { Modifier, ParentCategory } from '../types';
import { adjective, after, brand, product } from '../words';

const CLASSIC = brand('Classic', 'كلاسيك');
const SPECIAL = brand('Special', 'سبيشيال');
const SPICY = adjective('Spicy', 'حار', 'حارة');

const EGYPTIAN_MODIFIERS: readonly Modifier[] = [
  CLASSIC,
  SPECIAL,
  SPICY,
  brand('Baladi', 'بلدي'),
  brand('Alexandrian', 'إسكندراني'),
  brand('Home-style', 'على طريقة البيت'),
];

/** Restaurants. */
export const MEALS: ParentCategory = {
  key: 'meals',
  en: 'Restaurants',
  ar: 'مطاعم',
  module: 'food',
  icon: 'fork-and-knife-with-plate',
  tint: TINTS.wheat,
  veg: false,
  modifiers: [CLASSIC, SPECIAL, SPICY],
  blurbs: [
    { en: 'Freshly prepared when you order.', ar: 'تحضير طازج وقت طلبك.' },
    { en: 'Packed hot and delivered fast.', ar: 'تغليف ساخن وتوصيل سريع.' },
    { en: 'Made with our house recipe.', ar: 'بوصفة البيت الخاصة.' },
  ],
  children: [
    {
      en: 'Egyptian Classics',
      ar: 'أكلات مصرية',
      icon: 'falafel',
      sizes: PORTIONS,
      price: [15, 60],
      priceStep: 1.45,
      veg: true,
      variation: { axis: 'size', title: 'Size' },
      modifiers: EGYPTIAN_MODIFIERS,
      products: [
        product('Koshary', 'كشري', 'steaming-bowl'),
        product('Ful Medames', 'فول مدمس', 'beans'),
        product('Taameya', 'طعمية', 'falafel', 'f'),
        product('Feteer Meshaltet', 'فطير مشلتت', 'flatbread'),
        product('Hawawshi', 'حواوشي', 'stuffed-flatbread', 'm', { veg: false }),
        product('Molokhia', 'ملوخية', 'pot-of-food', 'f', { veg: false }),
      ],
    },
    {
      en: 'Grills',
      ar: 'مشويات',
      icon: 'meat-on-bone',
      sizes: GRILL_WEIGHTS,
      price: [90, 220],
      variation: { axis: 'size', title: 'Weight' },
      modifiers: [
        { en: 'Charcoal', ar: 'على الفحم' },
        SPICY,
        SPECIAL,
        adjective('Oriental', 'شرقي', 'شرقية'),
        after('with Rice', 'بالأرز'),
        after('with Bread', 'بالعيش'),
      ],
      products: [
        product('Kofta', 'كفتة', 'meat-on-bone', 'f'),
        product('Shish Tawook', 'شيش طاووق', 'poultry-leg'),
        product('Grilled Chicken', 'فراخ مشوية', 'poultry-leg', 'f'),
        product('Lamb Chops', 'ريش ضاني', 'meat-on-bone', 'f'),
        product('Kebab', 'كباب', 'meat-on-bone'),
        product('Mixed Grill', 'مشويات مشكلة', 'meat-on-bone', 'f'),
      ],
    },
    {
      en: 'Burgers & Sandwiches',
      ar: 'برجر وساندويتشات',
      icon: 'hamburger',
      sizes: SANDWICH_PORTIONS,
      price: [35, 120],
      priceStep: 1.4,
      variation: { axis: 'size', title: 'Size' },
      modifiers: [
        CLASSIC,
        SPICY,
        brand('Double', 'دبل'),
        after('with Cheese', 'بالجبنة'),
        brand('BBQ', 'باربكيو'),
        adjective('Mexican', 'مكسيكي', 'مكسيكية'),
        brand('Alexandrian', 'إسكندراني'),
      ],
      products: [
        product('Beef Burger', 'برجر لحم', 'hamburger'),
        product('Chicken Burger', 'برجر فراخ', 'hamburger'),
        product('Shawarma Sandwich', 'ساندويتش شاورما', 'stuffed-flatbread'),
        product('Liver Sandwich', 'ساندويتش كبدة', 'sandwich'),
        product('Hot Dog', 'هوت دوج', 'hot-dog'),
        product('Crispy Chicken Sandwich', 'ساندويتش فراخ كرسبي', 'sandwich'),
      ],
    },
    {
      en: 'Pizza & Pasta',
      ar: 'بيتزا ومكرونة',
      icon: 'pizza',
      sizes: PORTIONS,
      price: [60, 180],
      priceStep: 1.45,
      variation: { axis: 'size', title: 'Size' },
      modifiers: [
        CLASSIC,
        SPICY,
        SPECIAL,
        after('with Extra Cheese', 'بجبنة زيادة'),
        after('with Mushrooms', 'بالمشروم'),
        { en: 'Italian-style', ar: 'على الطريقة الإيطالية' },
      ],
      products: [
        product('Margherita Pizza', 'بيتزا مارجريتا', 'pizza', 'f', { veg: true }),
        product('Pepperoni Pizza', 'بيتزا بيبروني', 'pizza', 'f'),
        product('Chicken Ranch Pizza', 'بيتزا فراخ رانش', 'pizza', 'f'),
        product('Vegetable Pizza', 'بيتزا خضار', 'pizza', 'f', { veg: true }),
        product('Pasta Bechamel', 'مكرونة بشاميل', 'spaghetti', 'f'),
        product('Alfredo Pasta', 'مكرونة ألفريدو', 'spaghetti', 'f'),
        product('Seafood Pasta', 'مكرونة سي فود', 'spaghetti', 'f'),
      ],
    },
    {
      en: 'Desserts',
      ar: 'حلويات',
      icon: 'shortcake',
      sizes: DESSERT_PORTIONS,
      price: [30, 110],
      priceStep: 1.7,
      veg: true,
      variation: { axis: 'size', title: 'Size' },
      modifiers: [
        CLASSIC,
        SPECIAL,
        after('with Nuts', 'بالمكسرات'),
        after('with Chocolate', 'بالشوكولاتة'),
        after('with Cream', 'بالقشطة'),
        after('with Pistachio', 'بالفستق'),
      ],
      products: [
        product('Om Ali', 'أم علي', 'custard', 'f'),
        product('Basbousa', 'بسبوسة', 'shortcake', 'f'),
        product('Kunafa', 'كنافة', 'pie', 'f'),
        product('Rice Pudding', 'أرز باللبن', 'custard'),
        product('Pancakes', 'بان كيك', 'pancakes'),
        product('Waffle', 'وافل', 'waffle'),
        product('Cheesecake', 'تشيز كيك', 'shortcake'),
      ],
    },
  ],
};
