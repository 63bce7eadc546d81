/*
 * Stores: kinds laid out per scale, named from the sign patterns, spread over the zones so
 * that every module's first store is in the default zone. About a tenth are closed and a fifth
 * run a store-wide discount.
 */
import type { Random } from '../random';
import { PARENT_CATEGORIES } from '../vocabulary/catalog';
import { TINT_LIST } from '../vocabulary/palette';
import {
  FULL_STORE_LAYOUT,
  SMALL_STORE_LAYOUT,
  STORE_KINDS,
  STORE_NAMES,
  type StoreKind,
} from '../vocabulary/stores';
import type { ChildCategory, ParentCategory } from '../vocabulary/types';
import { ZONES } from '../vocabulary/zones';
import type { ImageRegistry } from './imageRegistry';
import { daysBefore, fillName, kebab, oneDecimal } from './text';
import type { SeedScale, StoreRow, ZoneRow } from './types';

/** A store row with the kind it was made from. */
export interface PlannedStore {
  kind: StoreKind;
  row: StoreRow;
}

/** Zone indexes a module's stores cycle through: Cairo most, then Giza and Alexandria. */
const ZONE_CYCLE = [0, 1, 0, 2, 0, 1, 2, 3, 0, 4];
const STORE_DISCOUNTS = [5, 10, 15, 20];
const MINIMUM_ORDERS = [0, 0, 50, 100, 150];

/** True when a store of this kind sells the child category. */
export function sells(kind: StoreKind, parent: ParentCategory, child: ChildCategory): boolean {
  return kind.sells.includes(parent.key) || kind.sells.includes(child.en);
}

/** Builds the stores of a scale. */
export function buildStores(
  random: Random,
  scale: SeedScale,
  zones: readonly ZoneRow[],
  moduleId: (type: StoreKind['module']) => number,
  images: ImageRegistry,
  now: Date,
): PlannedStore[] {
  const layout = scale === 'full' ? FULL_STORE_LAYOUT : SMALL_STORE_LAYOUT;
  const kinds = random.shuffle(
    layout.flatMap(([key, count]) => Array.from({ length: count }, () => kindOf(key))),
  );
  const names = random.shuffle(STORE_NAMES);
  const order = random.shuffle(kinds.map((_, index) => index));
  const closedCount = Math.max(1, Math.round(kinds.length * 0.1));
  const discountedCount = Math.max(1, Math.round(kinds.length * 0.2));
  const closed = new Set(order.slice(0, closedCount));
  const discounted = new Set(order.slice(closedCount, closedCount + discountedCount));
  const perModule = new Map<string, number>();
  const usedNames = new Set<string>();
  const nameFor = (kind: StoreKind, index: number) => {
    for (let offset = 0; offset < names.length; offset += 1) {
      const name = names[(index + offset) % names.length];
      if (name && !usedNames.has(`${kind.key}:${name.en}`)) {
        usedNames.add(`${kind.key}:${name.en}`);
        return name;
      }
    }
    throw new Error(`Not enough store names for ${kind.key}`);
  };

  return kinds.map((kind, index) => {
    const id = index + 1;
    const name = nameFor(kind, index);
    const moduleIndex = perModule.get(kind.module) ?? 0;
    perModule.set(kind.module, moduleIndex + 1);
    const zoneIndex = ZONE_CYCLE[moduleIndex % ZONE_CYCLE.length] ?? 0;
    const zone = zones[zoneIndex] ?? zones[0];
    const words = ZONES[zoneIndex] ?? ZONES[0];
    if (!zone || !words) throw new Error('The seed needs at least one zone');
    const tint = TINT_LIST[(id * 7) % TINT_LIST.length] ?? TINT_LIST[0];
    if (!tint) throw new Error('The palette is empty');
    const nameEn = fillName(kind.en, name.en);
    const street = random.pick(words.streets);
    const district = random.pick(words.districts);
    const number = random.int(1, 120);
    const distanceKm = random.next() * zone.radiusKm * 0.6;
    const angle = random.next() * 2 * Math.PI;
    const latitude = zone.latitude + (distanceKm / 111) * Math.sin(angle);
    const longitude =
      zone.longitude +
      (distanceKm / (111 * Math.cos((zone.latitude * Math.PI) / 180))) * Math.cos(angle);
    const row: StoreRow = {
      id,
      moduleId: moduleId(kind.module),
      zoneId: zone.id,
      slug: `${kebab(nameEn)}-${id}`,
      nameEn,
      nameAr: fillName(kind.ar, name.ar),
      addressEn: `${number} ${street.en}, ${district.en}, ${words.en}`,
      addressAr: `${number} ${street.ar}، ${district.ar}، ${words.ar}`,
      logo: images.add({
        folder: 'store',
        name: `logo-${id}.svg`,
        shape: 'tile',
        icons: [kind.icon],
        tint,
      }),
      coverPhoto: images.add({
        folder: 'store',
        name: `cover-${id}.svg`,
        shape: 'banner',
        icons: coverIcons(kind),
        tint,
      }),
      latitude: Number(latitude.toFixed(6)),
      longitude: Number(longitude.toFixed(6)),
      active: !closed.has(index),
      discount: discounted.has(index) ? random.pick(STORE_DISCOUNTS) : 0,
      minimumOrder: random.pick(MINIMUM_ORDERS),
      deliveryTime: kind.deliveryTime,
      avgRating: oneDecimal(3.5 + random.next() * 1.5),
      ratingCount: random.int(12, 2400),
      featured: random.chance(0.3),
      createdAt: daysBefore(now, random.int(30, 400), random.int(0, 1439)),
    };
    return { kind, row };
  });
}

function kindOf(key: string): StoreKind {
  const kind = STORE_KINDS.find((candidate) => candidate.key === key);
  if (!kind) throw new Error(`Unknown store kind ${key}`);
  return kind;
}

/** The store's own icon first, then the icons of up to three categories it sells. */
function coverIcons(kind: StoreKind): string[] {
  const icons = PARENT_CATEGORIES.flatMap((parent) =>
    parent.children.filter((child) => sells(kind, parent, child)).map((child) => child.icon),
  );
  return [kind.icon, ...new Set(icons.filter((icon) => icon !== kind.icon))].slice(0, 4);
}
