import type { Database } from '../db/database';
import { flashSaleItems, flashSales } from '../db/schema';

const HOUR_MS = 60 * 60 * 1000;

/** What a test sale holds: one item, its terms, and its window in hours from now. */
export interface TestSale {
  moduleId: number;
  itemId: number;
  hours: { from: number; to: number };
  terms: { discount: number; discountType: 'percent' | 'amount' };
}

/** Puts one item on a flash sale (9 units of sale stock) and returns the sale's id. */
export async function insertFlashSale(db: Database, sale: TestSale): Promise<number> {
  const now = Date.now();
  const [row] = await db
    .insert(flashSales)
    .values({
      moduleId: sale.moduleId,
      titleEn: 'Test sale',
      titleAr: 'تخفيض للاختبار',
      startAt: new Date(now + sale.hours.from * HOUR_MS),
      endAt: new Date(now + sale.hours.to * HOUR_MS),
    })
    .returning({ id: flashSales.id });
  const saleId = row?.id ?? 0;
  await db
    .insert(flashSaleItems)
    .values({ flashSaleId: saleId, itemId: sale.itemId, ...sale.terms, stock: 9 });
  return saleId;
}
