import type { parcelCategories } from '../../db/schema';
import type { ImageRegistry } from '../plan/imageRegistry';
import { TINTS } from '../vocabulary/palette';
import type { Tint } from '../vocabulary/types';

type ParcelCategoryRow = typeof parcelCategories.$inferInsert;

/**
 * What a parcel may be, with its own per-km charge and minimum (null takes the zone's): papers
 * travel cheaply, fragile and heavy things cost more.
 */
export function buildParcelCategories(images: ImageRegistry): ParcelCategoryRow[] {
  const picture = (icon: string, tint: Tint) =>
    images.add({
      folder: 'category',
      name: `parcel-${icon}.svg`,
      shape: 'tile',
      icons: [icon],
      tint,
    });
  return [
    {
      nameEn: 'Documents',
      nameAr: 'مستندات',
      descriptionEn: 'Papers, contracts and envelopes up to 1 kg.',
      descriptionAr: 'أوراق وعقود ومظاريف حتى 1 كجم.',
      image: picture('envelope-with-arrow', TINTS.ice),
      parcelPerKmShippingCharge: 4,
      parcelMinimumShippingCharge: 20,
    },
    {
      nameEn: 'Food and groceries',
      nameAr: 'طعام وبقالة',
      descriptionEn: 'Home-cooked meals and grocery bags, kept upright.',
      descriptionAr: 'أكل بيتي وأكياس بقالة، تُحمل معتدلة.',
      image: picture('takeout-box', TINTS.wheat),
      parcelPerKmShippingCharge: 5,
      parcelMinimumShippingCharge: 25,
    },
    {
      nameEn: 'Fragile',
      nameAr: 'قابل للكسر',
      descriptionEn: 'Glassware and ceramics, carried by hand.',
      descriptionAr: 'زجاجيات وخزف، تُحمل باليد.',
      image: picture('glass-of-milk', TINTS.pink),
      parcelPerKmShippingCharge: 7,
      parcelMinimumShippingCharge: 35,
    },
    {
      nameEn: 'Electronics',
      nameAr: 'إلكترونيات',
      descriptionEn: 'Phones, laptops and chargers in their boxes.',
      descriptionAr: 'هواتف وأجهزة لابتوب وشواحن في علبها.',
      image: picture('laptop', TINTS.slate),
      parcelPerKmShippingCharge: 6,
      parcelMinimumShippingCharge: 30,
    },
    {
      nameEn: 'Clothes and gifts',
      nameAr: 'ملابس وهدايا',
      descriptionEn: 'Soft parcels and wrapped gifts.',
      descriptionAr: 'طرود خفيفة وهدايا مغلّفة.',
      image: picture('wrapped-gift', TINTS.purple),
      parcelPerKmShippingCharge: null,
      parcelMinimumShippingCharge: null,
    },
  ];
}
