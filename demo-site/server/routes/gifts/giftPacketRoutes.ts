import { asc, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import type { GiftPacketPage } from '../../../../src/core/api/giftWire';
import { giftPackets } from '../../db/schema';
import { requestLanguage } from '../../http/language';
import { pagination, parseInput } from '../../http/parseInput';
import type { RouteContext } from '../context';
import { packetsWire } from './giftReplies';

const listQuery = v.object(pagination);

/** 6amMart's home-gift-packets: the packets on offer, a page at a time, with their odds. */
export const giftPacketRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  app.get('/home-gift-packets', async (request): Promise<GiftPacketPage> => {
    const { limit, offset } = parseInput(listQuery, request.query);
    const shown = eq(giftPackets.status, true);
    const [packets, [total]] = await Promise.all([
      db
        .select()
        .from(giftPackets)
        .where(shown)
        .orderBy(asc(giftPackets.id))
        .limit(limit)
        .offset((offset - 1) * limit),
      db.select({ size: count() }).from(giftPackets).where(shown),
    ]);
    return {
      total_size: total?.size ?? 0,
      limit: String(limit),
      offset: String(offset),
      gift_packets: await packetsWire(db, packets, requestLanguage(request)),
    };
  });
};
