import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import type { GiftDraw, GiftItemReply } from '../../../../src/core/api/giftWire';
import { findDraw, spinPacket } from '../../gifts/spinPacket';
import { requireCustomer } from '../../http/identity';
import { requestLanguage } from '../../http/language';
import { parseInput } from '../../http/parseInput';
import { rowId } from '../account/requestParts';
import type { RouteContext } from '../context';
import { drawWire } from './giftReplies';

const packetInput = v.object({ gift_packet_id: rowId() });

/**
 * The spin of a packet (random-item-by-gift-packet) and what it gave (get-gift-item), for a
 * signed-in customer only: a guest has no account to keep the one spin against.
 */
export const giftDrawRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  app.post('/customer/random-item-by-gift-packet', async (request): Promise<GiftDraw> => {
    const customerId = await requireCustomer(db, request);
    const { gift_packet_id } = parseInput(packetInput, request.body ?? {});
    const draw = await spinPacket(db, customerId, gift_packet_id);
    return drawWire(db, draw, requestLanguage(request));
  });

  app.get('/customer/get-gift-item', async (request): Promise<GiftItemReply> => {
    const customerId = await requireCustomer(db, request);
    const { gift_packet_id } = parseInput(packetInput, request.query);
    const draw = await findDraw(db, customerId, gift_packet_id);
    return { gift_item: draw ? await drawWire(db, draw, requestLanguage(request)) : null };
  });
};
