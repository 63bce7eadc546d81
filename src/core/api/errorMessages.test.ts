import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorListReply } from './errorList';
import { errorCode, errorMessages } from './errorMessages';

describe('errorMessages', () => {
  describe('given a list-style reply', () => {
    it('returns every message in order', () => {
      const body = {
        errors: [
          { code: 'quantity', message: 'Out of Limits' },
          { code: 'stock', message: 'Out of Stock' },
        ],
      };
      expect(errorMessages(body)).toEqual(['Out of Limits', 'Out of Stock']);
    });

    it('skips entries without a usable message', () => {
      const body = { errors: [{ code: 'a' }, { code: 'b', message: '' }, { message: 'Kept' }, 7] };
      expect(errorMessages(body)).toEqual(['Kept']);
    });

    it('prefers the listed messages over a top-level message', () => {
      const body = {
        message: 'The given data was invalid.',
        errors: [{ code: 'x', message: 'Out of Stock' }],
      };
      expect(errorMessages(body)).toEqual(['Out of Stock']);
    });
  });

  describe('given a Laravel validation reply with errors keyed by field', () => {
    it('returns the messages of every field', () => {
      const body = {
        errors: { phone: ['The phone field is required.'], email: ['Bad email', 'Taken'] },
      };
      expect(errorMessages(body)).toEqual(['The phone field is required.', 'Bad email', 'Taken']);
    });
  });

  describe('given a single-reason reply', () => {
    it('returns its message', () => {
      expect(errorMessages({ message: 'Login required' })).toEqual(['Login required']);
    });

    it('falls back to the message when the errors list is empty', () => {
      expect(errorMessages({ message: 'Login required', errors: [] })).toEqual(['Login required']);
    });
  });

  describe('given a reply with no message', () => {
    it.each([
      ['undefined', undefined],
      ['null', null],
      ['an empty string', ''],
      ['an HTML page', '<html>502</html>'],
      ['an empty object', {}],
      ['an array', [{ message: 'not a reply' }]],
      ['a non-string message', { message: 42 }],
      ['a blank message', { message: '   ' }],
    ])('returns nothing for %s', (_name, body) => {
      expect(errorMessages(body)).toEqual([]);
    });
  });

  describe('for any JSON value', () => {
    it('never throws and returns only non-empty strings', () => {
      fc.assert(
        fc.property(fc.jsonValue(), (body) => {
          const messages = errorMessages(body);
          expect(Array.isArray(messages)).toBe(true);
          for (const message of messages) {
            expect(typeof message).toBe('string');
            expect(message.trim()).not.toBe('');
          }
        }),
      );
    });

    it('never throws for replies shaped like error lists with arbitrary entries', () => {
      fc.assert(
        fc.property(
          fc.record({ message: fc.jsonValue(), errors: fc.array(fc.jsonValue()) }),
          (body) => {
            expect(errorMessages(body).every((message) => typeof message === 'string')).toBe(true);
          },
        ),
      );
    });
  });
});

describe('errorCode', () => {
  it('returns the first code of a list-style reply', () => {
    expect(errorCode({ errors: [{ message: 'x' }, { code: 'auth-001', message: 'y' }] })).toBe(
      'auth-001',
    );
  });

  it('reads back the code and messages of a reply the backends build', () => {
    const body = errorListReply([
      { code: 'cart', message: 'Item already in cart' },
      { code: 'quantity', message: 'Out of Limits' },
    ]);
    expect(errorCode(body)).toBe('cart');
    expect(errorMessages(body)).toEqual(['Item already in cart', 'Out of Limits']);
  });

  it('returns nothing for a single-reason reply', () => {
    expect(errorCode({ message: 'Login required' })).toBeUndefined();
  });

  it('never throws for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (body) => {
        const code = errorCode(body);
        expect(code === undefined || typeof code === 'string').toBe(true);
      }),
    );
  });
});
