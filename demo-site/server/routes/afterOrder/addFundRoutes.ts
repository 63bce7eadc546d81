import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { DEFAULT_DIGITS, fromMinor, toMinor } from '../../../../src/core/pricing';
import { WALLET_TOP_UP_MAX, WALLET_TOP_UP_MIN } from '../../../../src/core/validation';
import { requestLanguage } from '../../http/language';
import { numberField, parseInput } from '../../http/parseInput';
import {
  checkedCallbackUrl,
  createPaymentRequest,
  paymentPageUrl,
} from '../../payment/paymentRequests';
import { publicOrigin, type RouteContext } from '../context';
import { walletCustomer } from './walletRoutes';

const addFundInput = v.object({
  amount: numberField(WALLET_TOP_UP_MIN, WALLET_TOP_UP_MAX),
  payment_method: v.optional(v.pipe(v.string(), v.maxLength(64))),
  callback: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(2000)))),
});

/** What add-fund answers: the demo payment page to send the customer to (6amMart's redirect_link). */
export interface AddFundReply {
  redirect_link: string;
}

/**
 * A wallet top-up goes through the demo payment page: this writes its payment request and answers
 * the page's address; the page's approval credits the wallet with its bonus (orders/addFund.ts).
 * The page returns to `callback` only on this server's origin or a trusted partner's.
 */
export const addFundRoutes: FastifyPluginAsync<
  RouteContext & { trustedOrigins: readonly string[] }
> = async (app, { db, trustedOrigins }) => {
  app.post('/customer/wallet/add-fund', async (request): Promise<AddFundReply> => {
    const customerId = await walletCustomer(db, request);
    const input = parseInput(addFundInput, request.body);
    const origin = publicOrigin(request);
    const callbackUrl = checkedCallbackUrl(input.callback, origin, trustedOrigins);
    const amount = fromMinor(toMinor(input.amount, DEFAULT_DIGITS), DEFAULT_DIGITS);
    const requestId = await db.transaction((tx) =>
      createPaymentRequest(tx, { purpose: 'add_fund', customerId, amount, callbackUrl }),
    );
    return { redirect_link: paymentPageUrl(origin, requestId, requestLanguage(request)) };
  });
};
