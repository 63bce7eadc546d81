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
import { fail } from '../../http/ApiFailure';
import { parseInput } from '../../http/parseInput';
import { authRateLimit } from '../context';
import type { AccountContext } from './accountContext';
import { perAccountLimit, perAddressCodeChecks } from './accountLimits';
import {
  forgotPasswordInput,
  resendCodeInput,
  resetPasswordInput,
  verifyPhoneInput,
  verifyResetCodeInput,
} from './authInput';
import { codeRefusal } from './codeReplies';
import { customerByPhone, isRegisteredPhone } from './customerAccounts';
import { refuseFailedRules } from './fieldRules';
import { checkCode, issueCode } from './oneTimeCodes';
import { hashPassword } from './passwords';
import {
  awaitsVerification,
  markPhoneVerified,
  phoneVerificationRequired,
} from './phoneVerification';
import { messageReply } from './requestParts';

/**
 * The routes that take a code sent to the phone: verifying the phone after sign-up (and sending
 * its code again, by the phone alone), and the forgotten-password steps (send a code, check it, set a new password). Rate limited like all
 * auth routes, and per phone and per address too (accountLimits.ts); a code lives 10 minutes,
 * and the phone's guesses are budgeted across its codes (codeBudgets.ts).
 */
export const codeRoutes: FastifyPluginAsync<AccountContext> = async (app, { db, sms }) => {
  const config = authRateLimit();
  const perAccount = perAccountLimit(app);
  // A code check counts against the address across all phones, as well as against the phone.
  const checking = { config, preHandler: [perAddressCodeChecks(app), perAccount] };

  app.post('/auth/verify-phone', checking, async (request) => {
    const input = parseInput(verifyPhoneInput, request.body);
    refuseFailedRules({ phone: checkPhone(input.phone), otp: checkOtp(input.otp) });
    const phone = normalizePhone(input.phone);
    const outcome = await checkCode(db, 'verify_phone', phone, input.otp, { consume: true });
    if (outcome !== 'accepted') throw codeRefusal(outcome, 'otp');
    await markPhoneVerified(db, phone);
    return messageReply(request, 'Phone number verified successfully');
  });

  app.post('/auth/resend-otp', { config, preHandler: perAccount }, async (request) => {
    const input = parseInput(resendCodeInput, request.body);
    refuseFailedRules({ phone: checkPhone(input.phone) });
    const phone = normalizePhone(input.phone);
    // As forgot-password: the same work and reply for any phone, and a code (3 an hour) is sent
    // only to a customer the shop is waiting on, so the reply tells nobody who has an account.
    const waiting = (await phoneVerificationRequired(db)) && (await awaitsVerification(db, phone));
    const code = await issueCode(db, 'verify_phone', phone);
    if (code === null) throw fail(429, 'phone', 'Too many requests, please try again later');
    if (waiting) sms.sendCode({ purpose: 'verify_phone', phone, code });
    return messageReply(request, 'OTP sent successfully');
  });

  app.post('/auth/forgot-password', { config, preHandler: perAccount }, async (request) => {
    const input = parseInput(forgotPasswordInput, request.body);
    refuseFailedRules({ phone: checkPhone(input.phone) });
    const phone = normalizePhone(input.phone);
    // The same work and the same reply whether or not the phone is registered: a code is made
    // and stored either way (and counts against the hour's), and only a customer is sent it.
    const registered = await isRegisteredPhone(db, phone);
    const code = await issueCode(db, 'reset_password', phone);
    if (code === null) throw fail(429, 'phone', 'Too many requests, please try again later');
    if (registered) sms.sendCode({ purpose: 'reset_password', phone, code });
    return messageReply(request, 'OTP sent successfully');
  });

  app.post('/auth/verify-token', checking, async (request) => {
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

  app.put('/auth/reset-password', checking, async (request) => {
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
