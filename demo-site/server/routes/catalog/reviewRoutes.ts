import { count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { customers, items, reviews } from '../../db/schema';
import { notFound } from '../../http/ApiFailure';
import { parseInput } from '../../http/parseInput';
import { ratingSummary, reviewWire } from '../../serializers/review';
import type { RouteContext } from '../context';
import { idParams } from './inputSchemas';
import { pageQuery, pageWindow } from './pages';

/** An item's reviews, newest first, a page at a time (api-paths "Catalog"). */
export const reviewRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  app.get('/items/reviews/:id', async (request) => {
    const { id } = parseInput(idParams, request.params);
    const page = parseInput(pageQuery, request.query);
    const [item] = await db.select({ id: items.id }).from(items).where(eq(items.id, id)).limit(1);
    if (!item) throw notFound('item_id', 'Item not found');
    const window = pageWindow(page);
    const rows = await db
      .select({ review: reviews, firstName: customers.fName, authorImage: customers.image })
      .from(reviews)
      .innerJoin(customers, eq(reviews.customerId, customers.id))
      .where(eq(reviews.itemId, id))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(window.limit)
      .offset(window.offset);
    const counts = await db
      .select({ rating: reviews.rating, count: count() })
      .from(reviews)
      .where(eq(reviews.itemId, id))
      .groupBy(reviews.rating);
    const summary = ratingSummary(counts);
    return {
      total_size: summary.rating_count,
      limit: String(page.limit),
      offset: String(page.offset),
      reviews: rows.map(({ review, firstName, authorImage }) =>
        reviewWire({ ...review, firstName, authorImage }),
      ),
      rating_summary: summary,
    };
  });
};
