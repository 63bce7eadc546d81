/*
 * Delivery zones in Egypt with their fee rules, and the districts and streets store addresses
 * are drawn from. Fees are in EGP; increased_delivery_fee is a percent.
 */
import type { Bilingual } from './types';

/** A zone as the seed writes it. */
export interface ZoneWords extends Bilingual {
  latitude: number;
  longitude: number;
  radiusKm: number;
  isDefault: boolean;
  perKm: number;
  minimum: number;
  maximum: number;
  increasedFee: number;
  increasedFeeStatus: 0 | 1;
  districts: readonly Bilingual[];
  streets: readonly Bilingual[];
}

/** The zones; Cairo is the default. */
export const ZONES: readonly ZoneWords[] = [
  {
    en: 'Cairo',
    ar: 'القاهرة',
    latitude: 30.0444,
    longitude: 31.2357,
    radiusKm: 25,
    isDefault: true,
    perKm: 5,
    minimum: 20,
    maximum: 80,
    increasedFee: 0,
    increasedFeeStatus: 0,
    districts: [
      { en: 'Nasr City', ar: 'مدينة نصر' },
      { en: 'Heliopolis', ar: 'مصر الجديدة' },
      { en: 'Maadi', ar: 'المعادي' },
      { en: 'Zamalek', ar: 'الزمالك' },
      { en: 'Downtown', ar: 'وسط البلد' },
      { en: 'New Cairo', ar: 'القاهرة الجديدة' },
      { en: 'Shubra', ar: 'شبرا' },
    ],
    streets: [
      { en: 'Abbas El Akkad St', ar: 'شارع عباس العقاد' },
      { en: 'El Nozha St', ar: 'شارع النزهة' },
      { en: 'Road 9', ar: 'شارع 9' },
      { en: '26th of July St', ar: 'شارع 26 يوليو' },
      { en: 'Talaat Harb St', ar: 'شارع طلعت حرب' },
      { en: 'El Tesseen St', ar: 'شارع التسعين' },
      { en: 'Shubra St', ar: 'شارع شبرا' },
    ],
  },
  {
    en: 'Giza',
    ar: 'الجيزة',
    latitude: 30.0131,
    longitude: 31.2089,
    radiusKm: 20,
    isDefault: false,
    perKm: 5.5,
    minimum: 20,
    maximum: 85,
    increasedFee: 10,
    increasedFeeStatus: 0,
    districts: [
      { en: 'Dokki', ar: 'الدقي' },
      { en: 'Mohandessin', ar: 'المهندسين' },
      { en: 'Haram', ar: 'الهرم' },
      { en: 'Sheikh Zayed', ar: 'الشيخ زايد' },
      { en: '6th of October', ar: '6 أكتوبر' },
      { en: 'Faisal', ar: 'فيصل' },
    ],
    streets: [
      { en: 'Gameat El Dowal St', ar: 'شارع جامعة الدول العربية' },
      { en: 'El Haram St', ar: 'شارع الهرم' },
      { en: 'Faisal St', ar: 'شارع فيصل' },
      { en: 'Mossadak St', ar: 'شارع مصدق' },
      { en: 'El Tahrir St', ar: 'شارع التحرير' },
    ],
  },
  {
    en: 'Alexandria',
    ar: 'الإسكندرية',
    latitude: 31.2001,
    longitude: 29.9187,
    radiusKm: 20,
    isDefault: false,
    perKm: 4.5,
    minimum: 15,
    maximum: 70,
    increasedFee: 20,
    increasedFeeStatus: 1,
    districts: [
      { en: 'Smouha', ar: 'سموحة' },
      { en: 'Sidi Gaber', ar: 'سيدي جابر' },
      { en: 'Stanley', ar: 'ستانلي' },
      { en: 'Miami', ar: 'ميامي' },
      { en: 'Roushdy', ar: 'رشدي' },
      { en: 'Mandara', ar: 'المندرة' },
    ],
    streets: [
      { en: 'El Geish Rd', ar: 'طريق الجيش' },
      { en: 'Fouad St', ar: 'شارع فؤاد' },
      { en: 'Abu Qir St', ar: 'شارع أبو قير' },
      { en: 'Victor Emmanuel St', ar: 'شارع فيكتور عمانويل' },
      { en: '14th of May Rd', ar: 'طريق 14 مايو' },
    ],
  },
  {
    en: 'Mansoura',
    ar: 'المنصورة',
    latitude: 31.0409,
    longitude: 31.3785,
    radiusKm: 12,
    isDefault: false,
    perKm: 4,
    minimum: 15,
    maximum: 60,
    increasedFee: 0,
    increasedFeeStatus: 0,
    districts: [
      { en: 'Toriel', ar: 'توريل' },
      { en: 'El Mashaya', ar: 'المشاية' },
      { en: 'Gehan', ar: 'جيهان' },
      { en: 'University District', ar: 'حي الجامعة' },
    ],
    streets: [
      { en: 'El Gomhoreya St', ar: 'شارع الجمهورية' },
      { en: 'Gehan St', ar: 'شارع جيهان' },
      { en: 'El Geish St', ar: 'شارع الجيش' },
      { en: 'El Mashaya St', ar: 'شارع المشاية' },
    ],
  },
  {
    en: 'Tanta',
    ar: 'طنطا',
    latitude: 30.7865,
    longitude: 31.0004,
    radiusKm: 10,
    isDefault: false,
    perKm: 4,
    minimum: 12,
    maximum: 50,
    increasedFee: 15,
    increasedFeeStatus: 1,
    districts: [
      { en: 'Downtown', ar: 'وسط البلد' },
      { en: 'El Sayed El Badawy', ar: 'السيد البدوي' },
      { en: 'Seguer', ar: 'سيجر' },
    ],
    streets: [
      { en: 'El Bahr St', ar: 'شارع البحر' },
      { en: 'Saeed St', ar: 'شارع سعيد' },
      { en: 'El Geish St', ar: 'شارع الجيش' },
    ],
  },
];
