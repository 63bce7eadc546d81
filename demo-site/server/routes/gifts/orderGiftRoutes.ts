import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import type { MessageReply } from '../../../../src/core/api/wire';
import { requireCustomer } from '../../http/identity';
import { parseInput } from '../../http/parseInput';
import { messageReply, rowId } from '../account/requestParts';
import type { RouteContext } from '../context';
import { addOrderGift } from './orderGift';

const orderGiftInput = v.object({ order_id: rowId(), gift_packet_id: rowId() });

/** 6amMart's add-order-gift: the won gift of a packet goes out, free, with a pending order. */
export const orderGiftRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  app.post('/customer/add-order-gift', async (request): Promise<MessageReply> => {
    const customerId = await requireCustomer(db, request);
    const { order_id, gift_packet_id } = parseInput(orderGiftInput, request.body ?? {});
    await addOrderGift(db, { customerId, orderId: order_id, packetId: gift_packet_id });
    return messageReply(request, 'The gift is added to your order');
  });
};
