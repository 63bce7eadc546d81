import { type RuleResult, refuse } from './ruleResult';

/** Digits of a one-time code sent by SMS (spec §9). */
export const OTP_LENGTH = 4;

/** A one-time code: numbers only, exactly 4 of them (spec §5). */
export function checkOtp(otp: string): RuleResult {
  if (!/^\d*$/.test(otp)) return refuse('Only numbers are allowed');
  return otp.length === OTP_LENGTH ? null : refuse('OTP must be 4 digits');
}
