import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { coupons } from '../../db/schema';
import { requestLanguage } from '../../http/language';
import { couponWire } from '../../serializers/coupon';
import type { RouteContext } from '../context';
import { isoDay } from './today';

/** The coupons a shopper can use today: switched on, started and not expired. */
export const couponRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  app.get('/coupon/list', async (request) => {
    const today = isoDay(new Date());
    const rows = await db
      .select()
      .from(coupons)
      .where(
        and(
          eq(coupons.status, true),
          lte(coupons.startDate, today),
          gte(coupons.expireDate, today),
        ),
      )
      .orderBy(asc(coupons.id));
    const language = requestLanguage(request);
    return rows.map((row) => couponWire(row, language));
  });
};
