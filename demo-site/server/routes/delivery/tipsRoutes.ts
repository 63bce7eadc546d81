import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { orders } from '../../db/orderSchema';
import type { RouteContext } from '../context';

/** The tip answered before any delivered order carried one: none is marked as most chosen. */
export const DEFAULT_MOST_TIPS_AMOUNT = 0;

/**
 * 6amMart's customer/order/most-tips: the delivery-man tip shoppers chose most often on delivered
 * orders (the smaller amount when two tie), which the checkout marks as the usual choice.
 */
export const tipsRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  app.get('/customer/order/most-tips', async () => {
    const [most] = await db
      .select({ amount: orders.dmTips, times: count() })
      .from(orders)
      .where(and(eq(orders.orderStatus, 'delivered'), gt(orders.dmTips, 0)))
      .groupBy(orders.dmTips)
      .orderBy(desc(count()), orders.dmTips)
      .limit(1);
    return { most_tips_amount: most?.amount ?? DEFAULT_MOST_TIPS_AMOUNT };
  });
};
