import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkEmail } from './emailRule';

describe('checking an e-mail address', () => {
  it.each(['mona@example.com', 'mona.adel+orders@mail.example.eg', 'M_1@Example.COM'])(
    'accepts %s',
    (email) => {
      expect(checkEmail(email)).toBeNull();
    },
  );

  it.each([
    '',
    'mona',
    'mona@',
    '@example.com',
    'mona@example',
    'mo na@example.com',
    'mo\u0000na@example.com',
    `${'m'.repeat(250)}@example.com`,
  ])('refuses %j with the §5 message', (email) => {
    expect(checkEmail(email)).toEqual({ key: 'A valid email is required' });
  });

  it('refuses every text without an @', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!text.includes('@'));
        expect(checkEmail(text)).toEqual({ key: 'A valid email is required' });
      }),
    );
  });
});
