import type { FastifyRequest } from 'fastify';
import { type ApiFailure, fail } from '../../http/ApiFailure';
import type { CodeCheck, CodePurpose } from './oneTimeCodes';

/** The demo has no SMS gateway: a code goes to the server log, where the tester reads it. */
export function deliverCode(
  request: FastifyRequest,
  purpose: CodePurpose,
  phone: string,
  otp: string,
): void {
  request.log.warn({ purpose, phone, otp }, `demo one-time code for ${phone}: ${otp}`);
}

/** The refusal of a code that was not accepted; a locked phone reads as "too many requests". */
export function codeRefusal(outcome: Exclude<CodeCheck, 'accepted'>, field: string): ApiFailure {
  switch (outcome) {
    case 'wrong':
      return fail(422, field, 'Invalid OTP');
    case 'expired':
      return fail(422, field, 'OTP has expired');
    case 'locked':
      return fail(429, field, 'Too many requests, please try again later');
    default:
      return outcome satisfies never;
  }
}
