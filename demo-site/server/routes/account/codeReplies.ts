import { type ApiFailure, fail } from '../../http/ApiFailure';
import type { CodeCheck } from './oneTimeCodes';

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
