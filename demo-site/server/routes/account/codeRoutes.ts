import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  checkNewPassword,
  checkOtp,
  checkPasswordConfirmation,
  checkPhone,
  normalizePhone,
} from '../../../../src/core/validation';
import { authTokens, customers } from '../../db/schema';
import { parseInput } from '../../http/parseInput';
import { authRateLimit, type RouteContext } from '../context';
import {
  forgotPasswordInput,
  resetPasswordInput,
  verifyPhoneInput,
  verifyResetCodeInput,
} from './authInput';
import { codeRefusal, deliverCode } from './codeReplies';
import { customerByPhone } from './customerAccounts';
import { refuseFailedRules } from './fieldRules';
import { checkCode, issueCode } from './oneTimeCodes';
import { hashPassword } from './passwords';
import { messageReply } from './requestParts';

/**
 * The routes that take a code sent to the phone: verifying the phone after sign-up, and the
 * forgotten-password steps (send a code, check it, set a new password). Rate limited like all
 * auth routes; the codes themselves allow 5 guesses and 10 minutes.
 */
export const codeRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  const config = authRateLimit();

  app.post('/auth/verify-phone', { config }, async (request) => {
    const input = parseInput(verifyPhoneInput, request.body);
    refuseFailedRules({ phone: checkPhone(input.phone), otp: checkOtp(input.otp) });
    const phone = normalizePhone(input.phone);
    const outcome = await checkCode(db, 'verify_phone', phone, input.otp, { consume: true });
    if (outcome !== 'accepted') throw codeRefusal(outcome, 'otp');
    await db.update(customers).set({ isPhoneVerified: true }).where(eq(customers.phone, phone));
    return messageReply(request, 'Phone number verified successfully');
  });

  app.post('/auth/forgot-password', { config }, async (request) => {
    const input = parseInput(forgotPasswordInput, request.body);
    refuseFailedRules({ phone: checkPhone(input.phone) });
    const phone = normalizePhone(input.phone);
    // The same reply whether or not the phone is registered, so it cannot be used to find out.
    if (await customerByPhone(db, phone)) {
      deliverCode(request, 'reset_password', phone, await issueCode(db, 'reset_password', phone));
    }
    return messageReply(request, 'OTP sent successfully');
  });

  app.post('/auth/verify-token', { config }, async (request) => {
    const input = parseInput(verifyResetCodeInput, request.body);
    refuseFailedRules({
      phone: checkPhone(input.phone),
      reset_token: checkOtp(input.reset_token),
    });
    const phone = normalizePhone(input.phone);
    const outcome = await checkCode(db, 'reset_password', phone, input.reset_token, {
      consume: false,
    });
    if (outcome !== 'accepted') throw codeRefusal(outcome, 'reset_token');
    return messageReply(request, 'OTP verified');
  });

  app.put('/auth/reset-password', { config }, async (request) => {
    const input = parseInput(resetPasswordInput, request.body);
    refuseFailedRules({
      phone: checkPhone(input.phone),
      reset_token: checkOtp(input.reset_token),
      password: checkNewPassword(input.password),
      confirm_password: checkPasswordConfirmation(input.password, input.confirm_password),
    });
    const phone = normalizePhone(input.phone);
    const outcome = await checkCode(db, 'reset_password', phone, input.reset_token, {
      consume: true,
    });
    if (outcome !== 'accepted') throw codeRefusal(outcome, 'reset_token');
    const customer = await customerByPhone(db, phone);
    if (!customer) throw codeRefusal('wrong', 'reset_token');

    const passwordHash = await hashPassword(input.password);
    await db.transaction(async (tx) => {
      await tx.update(customers).set({ passwordHash }).where(eq(customers.id, customer.id));
      // Whoever held the old password is signed out everywhere.
      await tx.delete(authTokens).where(eq(authTokens.customerId, customer.id));
    });
    return messageReply(request, 'Password changed successfully');
  });
};
