import { and, asc, count, eq, getTableColumns, gt, lte } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import type { FlashSaleTerms } from '../../../../src/core/api/wire';
import type { Locale } from '../../../../src/core/i18n';
import { unitPrice } from '../../../../src/core/pricing';
import type { Database } from '../../db/database';
import { flashSaleItems, flashSales, items, stores } from '../../db/schema';
import { notFound } from '../../http/ApiFailure';
import { localized, requestLanguage } from '../../http/language';
import { pagination, parseInput } from '../../http/parseInput';
import { type ItemWire, itemWire, itemWithStoreColumns } from '../../serializers/item';
import { runningSaleTerms, saleDiscountTerms } from '../../serializers/saleTerms';
import type { RouteContext } from '../context';
import { idField } from './inputSchemas';
import { type Page, pageReply, pageWindow } from './pages';
import { requestModuleScope } from './requestModule';

const flashItemsQuery = v.object({ ...pagination, flash_sale_id: idField });

/**
 * An item on flash sale: the item as everywhere else (priced by whichever sale runs for it now),
 * with `flash_sale` describing the sale listed, even one that has not started or has ended.
 */
export interface FlashSaleItemWire extends ItemWire {
  flash_sale: FlashSaleTerms;
}

/** The sale a page lists. */
interface ListedSale {
  id: number;
  endAt: Date;
}

const saleColumns = getTableColumns(flashSaleItems);

function selectSaleItems(db: Database, saleId: number, now: Date) {
  const running = runningSaleTerms(now);
  return db
    .select({
      ...itemWithStoreColumns(running),
      saleDiscount: saleColumns.discount,
      saleDiscountType: saleColumns.discountType,
      saleStock: saleColumns.stock,
      saleSold: saleColumns.sold,
    })
    .from(flashSaleItems)
    .innerJoin(items, eq(flashSaleItems.itemId, items.id))
    .innerJoin(stores, eq(items.storeId, stores.id))
    .leftJoin(running, eq(running.itemId, items.id))
    .where(eq(flashSaleItems.flashSaleId, saleId));
}

type SaleItemRow = Awaited<ReturnType<typeof selectSaleItems>>[number];

function flashSaleItemWire(
  row: SaleItemRow,
  sale: ListedSale,
  language: Locale,
): FlashSaleItemWire {
  return {
    ...itemWire(row, language),
    flash_sale: {
      id: sale.id,
      end_at: sale.endAt.toISOString(),
      discount: row.saleDiscount,
      discount_type: row.saleDiscountType,
      stock: row.saleStock,
      sold: row.saleSold,
      available_stock: Math.max(0, row.saleStock - row.saleSold),
      // The sale's own terms, whether or not it runs now: what a unit costs while it does.
      price: unitPrice({
        price: row.price,
        ...saleDiscountTerms({ discount: row.saleDiscount, discountType: row.saleDiscountType }),
      }),
    },
  };
}

async function saleItemsPage(db: Database, sale: ListedSale, page: Page, language: Locale) {
  const window = pageWindow(page);
  const rows = await selectSaleItems(db, sale.id, new Date())
    .orderBy(asc(items.id))
    .limit(window.limit)
    .offset(window.offset);
  const [counted] = await db
    .select({ total: count() })
    .from(flashSaleItems)
    .where(eq(flashSaleItems.flashSaleId, sale.id));
  return pageReply(
    'products',
    counted?.total ?? 0,
    page,
    rows.map((row) => flashSaleItemWire(row, sale, language)),
  );
}

/** The running flash sale and the items of a flash sale (api-paths "Catalog"). */
export const flashSaleRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  const moduleScope = requestModuleScope(db);
  app.get('/flash-sales', async (request) => {
    const scope = await moduleScope(request);
    const now = new Date();
    const [sale] = await db
      .select()
      .from(flashSales)
      .where(
        and(
          lte(flashSales.startAt, now),
          gt(flashSales.endAt, now),
          scope === null ? undefined : eq(flashSales.moduleId, scope),
        ),
      )
      .orderBy(asc(flashSales.endAt), asc(flashSales.id))
      .limit(1);
    // 6amMart answers `{}` when no sale is running, so clients test for an id.
    if (!sale) return {};
    const language = requestLanguage(request);
    const rows = await selectSaleItems(db, sale.id, now).orderBy(asc(items.id));
    return {
      id: sale.id,
      title: localized(language, sale.titleEn, sale.titleAr),
      start_at: sale.startAt.toISOString(),
      end_at: sale.endAt.toISOString(),
      module_id: sale.moduleId,
      products: rows.map((row) => flashSaleItemWire(row, sale, language)),
    };
  });

  app.get('/flash-sales/items', async (request) => {
    const query = parseInput(flashItemsQuery, request.query);
    const language = requestLanguage(request);
    const [sale] = await db
      .select()
      .from(flashSales)
      .where(eq(flashSales.id, query.flash_sale_id))
      .limit(1);
    if (!sale) throw notFound('flash_sale_id', 'Flash sale not found');
    const page = await saleItemsPage(db, sale, query, language);
    return {
      ...page,
      // 6amMart's flash-sale page reads the sale's title and dates here and, on each product,
      // the item under `item` with its units sold and left beside it.
      flash_sale: {
        id: sale.id,
        title: localized(language, sale.titleEn, sale.titleAr),
        start_date: sale.startAt.toISOString(),
        end_date: sale.endAt.toISOString(),
      },
      products: page.products.map(({ flash_sale: terms, ...item }) => ({
        ...item,
        flash_sale: terms,
        item,
        sold: terms.sold,
        available_stock: terms.available_stock,
      })),
    };
  });
};
