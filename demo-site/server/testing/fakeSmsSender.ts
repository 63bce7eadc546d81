import type { OutgoingCode, SmsSender } from '../routes/account/smsSender';

/** A sender that keeps every code it is given, in order, for a test to read. */
export interface FakeSmsSender extends SmsSender {
  readonly sent: OutgoingCode[];
}

/** A fresh fake sender with nothing sent yet. */
export function fakeSmsSender(): FakeSmsSender {
  const sent: OutgoingCode[] = [];
  return { sent, sendCode: (outgoing) => void sent.push(outgoing) };
}

/** The code last sent to a phone for a purpose, among `sent`; throws when there is none. */
export function sentCode(
  sent: readonly OutgoingCode[],
  phone: string,
  purpose: OutgoingCode['purpose'],
): string {
  const found = sent.findLast(
    (outgoing) => outgoing.phone === phone && outgoing.purpose === purpose,
  );
  if (!found) throw new Error(`no ${purpose} code was sent to ${phone}`);
  return found.code;
}
