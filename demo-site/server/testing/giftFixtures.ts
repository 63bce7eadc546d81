import type { Database } from '../db/database';
import { giftPacketItems, giftPackets } from '../db/schema';

/**
 * The contract's gift packet, as the fake shop's: "Welcome gift" over two items weighted 1 and 3.
 * Inserted first into a fresh database, it has id 1 on the demo server as in the fake shop.
 */
export async function insertGiftFixtures(
  db: Database,
  [light, heavy]: readonly [number, number],
): Promise<void> {
  const [packet] = await db
    .insert(giftPackets)
    .values({
      nameEn: 'Welcome gift',
      nameAr: 'هدية الترحيب',
      descriptionEn: 'Spin once and one of these comes free with your next order.',
      descriptionAr: 'أدر العجلة مرة واحدة وستصلك واحدة من هذه مجانًا مع طلبك القادم.',
      image: 'welcome-gift.png',
    })
    .returning({ id: giftPackets.id });
  if (!packet) throw new Error('the gift packet fixture was not inserted');
  await db.insert(giftPacketItems).values([
    { packetId: packet.id, itemId: light, weight: 1 },
    { packetId: packet.id, itemId: heavy, weight: 3 },
  ]);
}
