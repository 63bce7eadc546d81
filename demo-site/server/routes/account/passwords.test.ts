// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords';

describe('hashPassword', () => {
  it('never contains the password and differs for every hash (salted)', async () => {
    const password = 'correct horse battery staple';
    const first = await hashPassword(password);
    const second = await hashPassword(password);
    expect(first).not.toContain(password);
    expect(first).not.toBe(second);
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
  });
});

describe('verifyPassword', () => {
  it('accepts the password and refuses any other', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), async (a, b) => {
        fc.pre(a.normalize('NFC') !== b.normalize('NFC'));
        const stored = await hashPassword(a);
        expect(await verifyPassword(a, stored)).toBe(true);
        expect(await verifyPassword(b, stored)).toBe(false);
      }),
      { numRuns: 10 },
    );
  });

  it('refuses against a hash that is not one of ours instead of throwing', async () => {
    for (const stored of [
      '',
      'plain-text',
      'scrypt$x$8$1$c2FsdA==$a2V5',
      'scrypt$16384$8$1$c2FsdA==$a2V5',
    ]) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });
});

describe('verifyAgainstDecoy', () => {
  it('always refuses', async () => {
    expect(await verifyAgainstDecoy('whatever')).toBe(false);
  });
});
