import { and, asc, count, eq, getTableColumns, gt, lte } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import type { Locale } from '../../../../src/core/i18n';
import { unitPrice } from '../../../../src/core/pricing';
import type { Database } from '../../db/database';
import { flashSaleItems, flashSales, items, stores } from '../../db/schema';
import { notFound } from '../../http/ApiFailure';
import { localized, requestLanguage } from '../../http/language';
import { pagination, parseInput } from '../../http/parseInput';
import { type ItemWire, itemWire, itemWithStoreColumns } from '../../serializers/item';
import type { RouteContext } from '../context';
import { idField } from './inputSchemas';
import { type Page, pageReply, pageWindow } from './pages';

const flashItemsQuery = v.object({ ...pagination, flash_sale_id: idField });

/** An item on flash sale: the item as everywhere else, plus the sale's own terms. */
export interface FlashSaleItemWire extends ItemWire {
  flash_sale: {
    discount: number;
    discount_type: 'percent' | 'amount';
    stock: number;
    sold: number;
    available_stock: number;
    /** What one unit costs under the sale's discount, priced by the shared core. */
    price: number;
  };
}

const saleColumns = getTableColumns(flashSaleItems);

function selectSaleItems(db: Database, saleId: number) {
  return db
    .select({
      ...itemWithStoreColumns,
      saleDiscount: saleColumns.discount,
      saleDiscountType: saleColumns.discountType,
      saleStock: saleColumns.stock,
      saleSold: saleColumns.sold,
    })
    .from(flashSaleItems)
    .innerJoin(items, eq(flashSaleItems.itemId, items.id))
    .innerJoin(stores, eq(items.storeId, stores.id))
    .where(eq(flashSaleItems.flashSaleId, saleId));
}

type SaleItemRow = Awaited<ReturnType<typeof selectSaleItems>>[number];

function flashSaleItemWire(row: SaleItemRow, language: Locale): FlashSaleItemWire {
  return {
    ...itemWire(row, language),
    flash_sale: {
      discount: row.saleDiscount,
      discount_type: row.saleDiscountType,
      stock: row.saleStock,
      sold: row.saleSold,
      available_stock: Math.max(0, row.saleStock - row.saleSold),
      // The sale's discount replaces the item's and the store's for as long as the sale runs.
      price: unitPrice({
        price: row.price,
        discount: row.saleDiscount,
        discount_type: row.saleDiscountType,
        store_discount: 0,
      }),
    },
  };
}

async function saleItemsPage(db: Database, saleId: number, page: Page, language: Locale) {
  const window = pageWindow(page);
  const rows = await selectSaleItems(db, saleId)
    .orderBy(asc(items.id))
    .limit(window.limit)
    .offset(window.offset);
  const [counted] = await db
    .select({ total: count() })
    .from(flashSaleItems)
    .where(eq(flashSaleItems.flashSaleId, saleId));
  return pageReply(
    'products',
    counted?.total ?? 0,
    page,
    rows.map((row) => flashSaleItemWire(row, language)),
  );
}

/** The running flash sale and the items of a flash sale (api-paths "Catalog"). */
export const flashSaleRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  app.get('/flash-sales', async (request) => {
    const now = new Date();
    const [sale] = await db
      .select()
      .from(flashSales)
      .where(and(lte(flashSales.startAt, now), gt(flashSales.endAt, now)))
      .orderBy(asc(flashSales.endAt), asc(flashSales.id))
      .limit(1);
    // 6amMart answers `{}` when no sale is running, so clients test for an id.
    if (!sale) return {};
    const language = requestLanguage(request);
    const rows = await selectSaleItems(db, sale.id).orderBy(asc(items.id));
    return {
      id: sale.id,
      title: localized(language, sale.titleEn, sale.titleAr),
      start_at: sale.startAt.toISOString(),
      end_at: sale.endAt.toISOString(),
      module_id: sale.moduleId,
      products: rows.map((row) => flashSaleItemWire(row, language)),
    };
  });

  app.get('/flash-sales/items', async (request) => {
    const query = parseInput(flashItemsQuery, request.query);
    const [sale] = await db
      .select({ id: flashSales.id })
      .from(flashSales)
      .where(eq(flashSales.id, query.flash_sale_id))
      .limit(1);
    if (!sale) throw notFound('flash_sale_id', 'Flash sale not found');
    return saleItemsPage(db, sale.id, query, requestLanguage(request));
  });
};
