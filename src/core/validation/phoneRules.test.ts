import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { callingCodeLength } from './callingCode';
import { checkPhone, normalizePhone } from './phoneRules';

const keyOf = (result: { key: string } | null) => result?.key ?? null;

const digit = fc.constantFrom(...'0123456789');
const digits = (minLength: number, maxLength: number) =>
  fc.array(digit, { minLength, maxLength }).map((list) => list.join(''));
const nonZero = fc.constantFrom(...'123456789');

/** A calling code: one, two or three digits, as E.164 assigns them. */
const callingCode = fc.constantFrom('1', '7', '20', '44', '91', '212', '966', '971');

/** A valid international number: calling code, then a national number not starting with 0. */
const validPhone = callingCode.chain((code) =>
  fc
    .tuple(nonZero, digits(Math.max(0, 9 - code.length), 14 - code.length))
    .map(([first, rest]) => `${code}${first}${rest}`),
);

describe('checking a phone number', () => {
  it.each([
    ['+201001234567', null],
    ['201001234567', null],
    ['  +966512345678 ', null],
    ['+14155550123', null],
    ['', 'Phone number is required'],
    ['   ', 'Phone number is required'],
    ['01001234567', 'Phone number must not start with 0'],
    ['+0201001234', 'Phone number must not start with 0'],
    ['+2001001234567', 'Phone number must not start with 0'],
    ['+9660512345678', 'Phone number must not start with 0'],
    ['+2010012', 'Phone number must be at least 10 digits'],
    ['+20 100 123 4567', 'Invalid phone number'],
    ['+20-100-123-4567', 'Invalid phone number'],
    ['++201001234567', 'Invalid phone number'],
    ['+٢٠١٠٠١٢٣٤٥٦٧', null],
    ['+2010012345678901', 'Invalid phone number'],
  ])('%j → %s', (phone, key) => {
    expect(keyOf(checkPhone(phone))).toBe(key);
  });

  it('accepts every number of 10 to 15 digits whose national part does not start with 0', () => {
    fc.assert(
      fc.property(validPhone, fc.boolean(), (phone, plus) => {
        expect(checkPhone(plus ? `+${phone}` : phone)).toBeNull();
      }),
    );
  });

  it('refuses every number whose national part starts with 0', () => {
    fc.assert(
      fc.property(callingCode, digits(0, 12), fc.boolean(), (code, rest, plus) => {
        const phone = `${plus ? '+' : ''}${code}0${rest}`;
        expect(keyOf(checkPhone(phone))).toBe('Phone number must not start with 0');
      }),
    );
  });

  it('refuses every number written with something else than digits after the +', () => {
    fc.assert(
      fc.property(
        validPhone,
        fc.nat(),
        fc.string({ minLength: 1, maxLength: 3 }),
        (phone, at, junk) => {
          fc.pre(/[^0-9]/.test(junk) && junk.trim() === junk);
          const cut = at % (phone.length + 1);
          const spoiled = `${phone.slice(0, cut)}${junk}${phone.slice(cut)}`;
          fc.pre(!/^\+\d+$/.test(spoiled));
          expect(keyOf(checkPhone(spoiled))).toBe('Invalid phone number');
        },
      ),
    );
  });

  it('refuses every number of more than 15 digits', () => {
    fc.assert(
      fc.property(validPhone, digits(1, 10), (phone, more) => {
        fc.pre(phone.length + more.length > 15);
        expect(keyOf(checkPhone(`${phone}${more}`))).toBe('Invalid phone number');
      }),
    );
  });
});

describe('normalizing a phone number', () => {
  it('gives one form for a number with or without its +, and is idempotent', () => {
    fc.assert(
      fc.property(validPhone, (phone) => {
        const normal = normalizePhone(phone);
        expect(normalizePhone(`+${phone}`)).toBe(normal);
        expect(normalizePhone(` ${normal} `)).toBe(normal);
        expect(normalizePhone(normal)).toBe(normal);
        expect(checkPhone(normal)).toBeNull();
      }),
    );
  });
});

describe('splitting off the calling code', () => {
  it.each([
    ['14155550123', 1],
    ['74951234567', 1],
    ['201001234567', 2],
    ['447911123456', 2],
    ['919812345678', 2],
    ['966512345678', 3],
    ['971501234567', 3],
    ['212612345678', 3],
  ])('%s has a calling code of %i digits', (phone, length) => {
    expect(callingCodeLength(phone)).toBe(length);
  });
});

describe('given a phone typed on an Arabic keyboard', () => {
  it('reads its Arabic-Indic digits as the same number', () => {
    expect(checkPhone('+٢٠١٠١٢٣٤٥٦٧٨')).toBeNull();
    expect(keyOf(checkPhone('٠١٠١٢٣٤٥٦٧٨'))).toBe('Phone number must not start with 0');
  });

  it('stores and looks it up as the number typed in Latin digits', () => {
    expect(normalizePhone(' +٢٠١٠١٢٣٤٥٦٧٨ ')).toBe('+201012345678');
    expect(normalizePhone('۲۰۱۰۱۲۳۴۵۶۷۸')).toBe('+201012345678');
  });
});
