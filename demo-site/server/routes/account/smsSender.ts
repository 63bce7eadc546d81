import type { FastifyBaseLogger } from 'fastify';
import type { CodePurpose } from './oneTimeCodes';

/** A one-time code on its way to a phone. */
export interface OutgoingCode {
  purpose: CodePurpose;
  phone: string;
  code: string;
}

/**
 * The one way a code leaves the server: a real shop plugs an SMS gateway in here, the demo writes
 * to its log, the tests keep what was sent. No code ever goes into a reply.
 */
export interface SmsSender {
  sendCode(outgoing: OutgoingCode): void;
}

/** The demo's sender: it has no SMS gateway, so the code goes to the server log for the tester. */
export function logSmsSender(log: FastifyBaseLogger): SmsSender {
  return {
    sendCode: ({ purpose, phone, code }) => {
      log.warn({ purpose, phone, otp: code }, `demo one-time code for ${phone}: ${code}`);
    },
  };
}
