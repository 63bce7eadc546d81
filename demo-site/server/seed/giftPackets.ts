import { asc, gt } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { giftPacketItems, giftPackets, items } from '../db/schema';

/** A seeded packet: its words in both languages and the weights of its items, in order. */
interface PacketPlan {
  name: { en: string; ar: string };
  description: { en: string; ar: string };
  weights: readonly number[];
}

/** The demo's packets: a common prize is likely, a dear one rare, as a prize spin reads. */
const PACKETS: readonly PacketPlan[] = [
  {
    name: { en: 'Welcome gift', ar: 'هدية الترحيب' },
    description: {
      en: 'Spin once and one of these comes free with your next order.',
      ar: 'أدر العجلة مرة واحدة وستصلك واحدة من هذه مجانًا مع طلبك القادم.',
    },
    weights: [6, 3, 1],
  },
  {
    name: { en: 'Breakfast surprise', ar: 'مفاجأة الفطور' },
    description: {
      en: 'A morning treat, on us: the spin decides which.',
      ar: 'متعة الصباح علينا، والعجلة تختار لك.',
    },
    weights: [5, 4, 2, 1],
  },
  {
    name: { en: 'Weekend prize', ar: 'جائزة نهاية الأسبوع' },
    description: {
      en: 'Every item here has a fair chance, shown beside it.',
      ar: 'لكل منتج هنا فرصة عادلة تظهر بجانبه.',
    },
    weights: [1, 1, 1],
  },
];

/**
 * Writes the demo's gift packets over the first items in stock, each packet's picture its first
 * item's, in the seed's transaction; answers how many it wrote. The same seeded catalog gives
 * the same packets every run.
 */
export async function insertGiftPackets(tx: Transaction): Promise<number> {
  const needed = PACKETS.reduce((sum, packet) => sum + packet.weights.length, 0);
  const largest = Math.max(...PACKETS.map((packet) => packet.weights.length));
  const pool = await tx
    .select({ id: items.id, image: items.image })
    .from(items)
    .where(gt(items.stock, 0))
    .orderBy(asc(items.id))
    .limit(needed);
  // A small catalog lends the same items to several packets; a packet never holds one twice.
  if (pool.length < largest) return 0;
  let next = 0;
  for (const plan of PACKETS) {
    const chosen = plan.weights.flatMap((_, index) => pool[(next + index) % pool.length] ?? []);
    next += plan.weights.length;
    const [packet] = await tx
      .insert(giftPackets)
      .values({
        nameEn: plan.name.en,
        nameAr: plan.name.ar,
        descriptionEn: plan.description.en,
        descriptionAr: plan.description.ar,
        image: chosen[0]?.image ?? '',
      })
      .returning({ id: giftPackets.id });
    if (!packet) throw new Error(`gift packet "${plan.name.en}" not inserted`);
    await tx.insert(giftPacketItems).values(
      chosen.map((item, index) => ({
        packetId: packet.id,
        itemId: item.id,
        weight: plan.weights[index] ?? 1,
      })),
    );
  }
  return PACKETS.length;
}
