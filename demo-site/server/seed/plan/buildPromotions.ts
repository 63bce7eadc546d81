/*
 * Campaigns, banners, flash sales and coupons, dated from the day the seed runs. Campaign items
 * are catalog items that take the campaign's id and start date. An item is used by at most one
 * promotion, so a campaign price never meets a flash-sale price.
 */
import type { Random } from '../random';
import {
  BANNERS,
  CAMPAIGNS,
  COUPONS,
  type CouponWords,
  FLASH_SALES,
} from '../vocabulary/promotions';
import type { ModuleType } from '../vocabulary/types';
import type { PlannedStore } from './buildStores';
import type { PlannedCategory } from './buildStructure';
import type { ImageRegistry } from './imageRegistry';
import { hoursFrom, isoDay } from './text';
import type {
  BannerRow,
  CampaignRow,
  CouponRow,
  FlashSaleItemRow,
  FlashSaleRow,
  ItemRow,
  SeedScale,
  ZoneRow,
} from './types';

/** The promotion rows, and the items with campaign fields filled in. */
export interface Promotions {
  campaigns: CampaignRow[];
  items: ItemRow[];
  banners: BannerRow[];
  flashSales: FlashSaleRow[];
  flashSaleItems: FlashSaleItemRow[];
  coupons: CouponRow[];
}

/** What the promotion builder reads. */
export interface PromotionInput {
  random: Random;
  scale: SeedScale;
  now: Date;
  items: readonly ItemRow[];
  children: readonly PlannedCategory[];
  stores: readonly PlannedStore[];
  zones: readonly ZoneRow[];
  moduleId: (type: ModuleType) => number;
  images: ImageRegistry;
}

const CAMPAIGN_ITEMS: Record<SeedScale, number> = { full: 12, small: 4 };
const FLASH_SALE_ITEMS: Record<SeedScale, number> = { full: 16, small: 6 };
const FLASH_SALE_PERCENTS = [15, 20, 25, 30, 40];

/** Shared by the builders below: lookups, and a picker that never hands out an item twice. */
interface Context extends PromotionInput {
  parentKeyOf(item: ItemRow): string | undefined;
  sellable(item: ItemRow): boolean;
  pick(filter: (item: ItemRow) => boolean, count: number): ItemRow[];
}

/** Builds every promotion. */
export function buildPromotions(input: PromotionInput): Promotions {
  const parentKeys = new Map(
    input.children.map((category) => [category.row.id, category.parent.key]),
  );
  const openStores = new Set(
    input.stores.filter((store) => store.row.active).map((store) => store.row.id),
  );
  const taken = new Set<number>();
  const context: Context = {
    ...input,
    parentKeyOf: (item) => parentKeys.get(item.categoryId),
    sellable: (item) => item.stock > 0 && openStores.has(item.storeId),
    pick: (filter, count) => {
      const candidates = input.items.filter((item) => !taken.has(item.id) && filter(item));
      const chosen = input.random.shuffle(candidates).slice(0, count);
      for (const item of chosen) taken.add(item.id);
      return chosen;
    },
  };
  const { campaigns, items } = planCampaigns(context);
  const { flashSales, flashSaleItems } = planFlashSales(context);
  return {
    campaigns,
    items,
    banners: planBanners(context),
    flashSales,
    flashSaleItems,
    coupons: COUPONS.map((words, index) => couponRow(context, words, index + 1)),
  };
}

function planCampaigns(context: Context): Pick<Promotions, 'campaigns' | 'items'> {
  const { now, scale, images, moduleId } = context;
  const campaignOf = new Map<number, CampaignRow>();
  const campaigns = CAMPAIGNS.map((words, index): CampaignRow => {
    const id = index + 1;
    const campaign: CampaignRow = {
      id,
      moduleId: moduleId(words.module),
      titleEn: words.title.en,
      titleAr: words.title.ar,
      descriptionEn: words.description.en,
      descriptionAr: words.description.ar,
      image: images.add({
        folder: 'campaign',
        name: `campaign-${id}.svg`,
        shape: 'card',
        icons: words.icons,
        tint: words.tint,
      }),
      startDate: isoDay(now, words.startsInDays),
      endDate: isoDay(now, words.endsInDays),
    };
    const inCampaign = (item: ItemRow): boolean =>
      words.parents.includes(context.parentKeyOf(item) ?? '');
    for (const item of context.pick(inCampaign, CAMPAIGN_ITEMS[scale]))
      campaignOf.set(item.id, campaign);
    return campaign;
  });
  const items = context.items.map((item) => {
    const campaign = campaignOf.get(item.id);
    return campaign
      ? { ...item, campaignId: campaign.id, availableDateStarts: campaign.startDate }
      : item;
  });
  return { campaigns, items };
}

function planBanners(context: Context): BannerRow[] {
  const { images, moduleId, zones } = context;
  return BANNERS.map((words, index): BannerRow => {
    const id = index + 1;
    const target = words.target;
    let itemId: number | null = null;
    let storeId: number | null = null;
    switch (target.type) {
      case 'item_wise':
        itemId = bannerItem(context, target.parent)?.id ?? null;
        break;
      case 'store_wise':
        storeId = bannerStore(context, target.storeKind, words.module)?.row.id ?? null;
        break;
      case 'default':
        break;
      default:
        target satisfies never;
    }
    return {
      id,
      moduleId: moduleId(words.module),
      zoneId: zones.find((zone) => zone.nameEn === words.zone)?.id ?? null,
      titleEn: words.title.en,
      titleAr: words.title.ar,
      image: images.add({
        folder: 'banner',
        name: `banner-${id}.svg`,
        shape: 'banner',
        icons: words.icons,
        tint: words.tint,
      }),
      type: target.type,
      itemId,
      storeId,
    };
  });
}

/** A sellable item of the parent category, a discounted one when there is one. */
function bannerItem(context: Context, parent: string): ItemRow | undefined {
  const ofParent = (item: ItemRow): boolean =>
    context.parentKeyOf(item) === parent && context.sellable(item);
  const discounted = (item: ItemRow): boolean => ofParent(item) && (item.discount ?? 0) > 0;
  return context.pick(discounted, 1)[0] ?? context.pick(ofParent, 1)[0];
}

/** An open store of the kind, else an open store of the module. */
function bannerStore(context: Context, kind: string, module: ModuleType): PlannedStore | undefined {
  const open = context.stores.filter((store) => store.row.active);
  return (
    open.find((store) => store.kind.key === kind) ??
    open.find((store) => store.kind.module === module)
  );
}

function planFlashSales(context: Context): Pick<Promotions, 'flashSales' | 'flashSaleItems'> {
  const { now, random, scale, moduleId } = context;
  const flashSales: FlashSaleRow[] = [];
  const flashSaleItems: FlashSaleItemRow[] = [];
  FLASH_SALES.forEach((words, index) => {
    const id = index + 1;
    const module = moduleId(words.module);
    flashSales.push({
      id,
      moduleId: module,
      titleEn: words.title.en,
      titleAr: words.title.ar,
      startAt: hoursFrom(now, words.startsInHours),
      endAt: hoursFrom(now, words.endsInHours),
    });
    // Flash stock is counted per item, so items sold by variation stay out of flash sales.
    const eligible = (item: ItemRow): boolean =>
      item.moduleId === module && context.sellable(item) && (item.variations ?? []).length === 0;
    for (const item of context.pick(eligible, FLASH_SALE_ITEMS[scale])) {
      const stock = random.int(20, 100);
      const percent = random.chance(0.7);
      flashSaleItems.push({
        flashSaleId: id,
        itemId: item.id,
        discount: percent
          ? random.pick(FLASH_SALE_PERCENTS)
          : Math.max(0.5, Math.floor(item.price * 0.2 * 2) / 2),
        discountType: percent ? 'percent' : 'amount',
        stock,
        sold: random.int(0, Math.floor(stock / 2)),
      });
    }
  });
  return { flashSales, flashSaleItems };
}

function couponRow(context: Context, words: CouponWords, id: number): CouponRow {
  const { now, stores, zones, moduleId } = context;
  const target = words.target;
  let data: number[] = [];
  let module = moduleId('ecommerce');
  switch (target.type) {
    case 'zone_wise':
      data = zones.filter((zone) => target.zones.includes(zone.nameEn)).map((zone) => zone.id);
      break;
    case 'store_wise':
      module = moduleId(target.module);
      data = stores
        .filter((store) => store.row.active && store.kind.module === target.module)
        .slice(0, target.count)
        .map((store) => store.row.id);
      break;
    case 'free_delivery':
    case 'default':
      break;
    default:
      target satisfies never;
  }
  return {
    id,
    moduleId: module,
    code: words.code,
    titleEn: words.title.en,
    titleAr: words.title.ar,
    couponType: target.type,
    discountType: words.discountType,
    discount: words.discount,
    maxDiscount: words.maxDiscount,
    minPurchase: words.minPurchase,
    data,
    zoneId: null,
    startDate: isoDay(now, -7),
    expireDate: isoDay(now, 60),
    usageLimit: words.usageLimit,
    status: true,
  };
}
