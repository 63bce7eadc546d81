/*
 * Parcel module: what a courier picks up and delivers, priced by weight band.
 */
import { TINTS } from '../palette';
import { PARCEL_WEIGHTS } from '../sizes';
import type { ParentCategory } from '../types';
import { adjective, after, brand, product } from '../words';

/** Parcels. */
export const PARCELS: ParentCategory = {
  key: 'parcels',
  en: 'Parcels',
  ar: 'طرود',
  module: 'parcel',
  icon: 'package',
  tint: TINTS.lime,
  veg: false,
  modifiers: [
    brand('Same-day', 'في نفس اليوم'),
    brand('Next-day', 'في اليوم التالي'),
    brand('Express', 'إكسبريس'),
    adjective('Economy', 'اقتصادي', 'اقتصادية'),
    brand('Insured', 'مع التأمين'),
    brand('Intercity', 'بين المحافظات'),
    after('within Cairo', 'داخل القاهرة'),
    brand('Scheduled', 'بموعد محدد'),
  ],
  blurbs: [
    {
      en: 'Door-to-door pickup and delivery with live tracking.',
      ar: 'استلام وتسليم من الباب للباب مع تتبع مباشر.',
    },
    {
      en: 'Handled with care and insured up to 1,000 EGP.',
      ar: 'تعامل بعناية وتأمين حتى 1000 جنيه.',
    },
    { en: 'Pickup within two hours of your order.', ar: 'استلام خلال ساعتين من الطلب.' },
  ],
  children: [
    {
      en: 'Documents',
      ar: 'مستندات',
      icon: 'envelope',
      sizes: PARCEL_WEIGHTS,
      price: [25, 60],
      priceStep: 1.4,
      products: [
        product('Document Envelope', 'ظرف مستندات', 'envelope'),
        product('Contract Folder', 'حافظة عقود', 'card-index-dividers', 'f'),
        product('Official Papers', 'أوراق رسمية', 'page-facing-up', 'f'),
        product('Invoice Bundle', 'رزمة فواتير', 'receipt', 'f'),
        product('Key Delivery', 'توصيل مفاتيح', 'old-key'),
        product('Certificates', 'شهادات', 'scroll', 'f'),
      ],
    },
    {
      en: 'Small Parcels',
      ar: 'طرود صغيرة',
      icon: 'package',
      sizes: PARCEL_WEIGHTS,
      price: [35, 80],
      priceStep: 1.4,
      products: [
        product('Small Box', 'كرتونة صغيرة', 'package', 'f'),
        product('Gift Box', 'علبة هدية', 'wrapped-gift', 'f'),
        product('Clothes Bag', 'شنطة ملابس', 'shopping-bags', 'f'),
        product('Phone Parcel', 'طرد موبايل', 'mobile-phone'),
        product('Book Parcel', 'طرد كتب', 'books'),
        product('Shoe Box', 'علبة أحذية', 'running-shoe', 'f'),
      ],
    },
    {
      en: 'Large Parcels',
      ar: 'طرود كبيرة',
      icon: 'delivery-truck',
      sizes: PARCEL_WEIGHTS,
      price: [60, 150],
      priceStep: 1.4,
      products: [
        product('Large Box', 'كرتونة كبيرة', 'package', 'f'),
        product('Suitcase', 'شنطة سفر', 'luggage', 'f'),
        product('Small Appliance', 'جهاز منزلي صغير', 'delivery-truck'),
        product('Moving Boxes', 'كراتين نقل', 'delivery-truck', 'f'),
        product('Bicycle', 'عجلة', 'bicycle', 'f'),
        product('TV Shipment', 'شحنة تلفزيون', 'television', 'f'),
      ],
    },
    {
      en: 'Fragile Items',
      ar: 'شحنات قابلة للكسر',
      icon: 'amphora',
      sizes: PARCEL_WEIGHTS,
      price: [50, 140],
      priceStep: 1.4,
      products: [
        product('Glassware', 'أدوات زجاجية', 'wine-glass', 'f'),
        product('Ceramics', 'سيراميك', 'amphora'),
        product('Cake Delivery', 'توصيل تورتة', 'birthday-cake'),
        product('Flower Bouquet', 'بوكيه ورد', 'bouquet'),
        product('Mirror', 'مراية', 'mirror', 'f'),
        product('Electronics Shipment', 'أجهزة إلكترونية', 'laptop', 'f'),
      ],
    },
  ],
};
