import { asc, eq, inArray } from 'drizzle-orm';
import type { GiftDraw, GiftPacket, GiftPacketItem } from '../../../../src/core/api/giftWire';
import { giftLinePrice } from '../../../../src/core/pricing';
import type { Locale } from '../../../../src/core/i18n';
import type { Database } from '../../db/database';
import { giftPacketItems, type giftPackets, items } from '../../db/schema';
import type { GiftDrawRow } from '../../gifts/spinPacket';
import { localized } from '../../http/language';

/** A packet row. */
type GiftPacketRow = typeof giftPackets.$inferSelect;

/** Chances are sent to four decimals: enough to show, never a long float. */
const CHANCE_DECIMALS = 4;

/** The packets as sent, each with its items, their weights and the chances those make. */
export async function packetsWire(
  db: Database,
  packets: readonly GiftPacketRow[],
  language: Locale,
): Promise<GiftPacket[]> {
  const ids = packets.map((packet) => packet.id);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            packetId: giftPacketItems.packetId,
            weight: giftPacketItems.weight,
            itemId: items.id,
            nameEn: items.nameEn,
            nameAr: items.nameAr,
            image: items.image,
            price: items.price,
          })
          .from(giftPacketItems)
          .innerJoin(items, eq(items.id, giftPacketItems.itemId))
          .where(inArray(giftPacketItems.packetId, ids))
          .orderBy(asc(giftPacketItems.packetId), asc(giftPacketItems.itemId));
  return packets.map((packet) => {
    const own = rows.filter((row) => row.packetId === packet.id);
    const total = own.reduce((sum, row) => sum + row.weight, 0);
    const packetItems: GiftPacketItem[] = own.map((row) => ({
      item_id: row.itemId,
      name: localized(language, row.nameEn, row.nameAr),
      image: row.image,
      price: row.price,
      weight: row.weight,
      chance: Number((row.weight / total).toFixed(CHANCE_DECIMALS)),
    }));
    return {
      id: packet.id,
      name: localized(language, packet.nameEn, packet.nameAr),
      description: localized(language, packet.descriptionEn, packet.descriptionAr),
      image: packet.image,
      items: packetItems,
    };
  });
}

/** A draw as sent, with the item it gave named in the request's language. */
export async function drawWire(
  db: Database,
  draw: GiftDrawRow,
  language: Locale,
): Promise<GiftDraw> {
  const [item] = await db
    .select({ nameEn: items.nameEn, nameAr: items.nameAr, image: items.image, price: items.price })
    .from(items)
    .where(eq(items.id, draw.itemId))
    .limit(1);
  if (!item) throw new Error(`the item of gift draw ${draw.id} is gone`);
  const line = giftLinePrice(item.price);
  return {
    id: draw.id,
    gift_packet_id: draw.packetId,
    item: {
      item_id: draw.itemId,
      name: localized(language, item.nameEn, item.nameAr),
      image: item.image,
      price: item.price,
    },
    gift_price: line.price - line.discountOnItem,
    seed: draw.seed,
    order_id: draw.orderId,
    created_at: draw.createdAt.toISOString(),
  };
}
