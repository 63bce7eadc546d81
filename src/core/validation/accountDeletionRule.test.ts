import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_DELETION_WORD, checkAccountDeletionWord } from './accountDeletionRule';

describe('deleting an account', () => {
  it('goes ahead when the word is typed exactly', () => {
    expect(checkAccountDeletionWord(ACCOUNT_DELETION_WORD)).toBeNull();
  });

  it.each(['delete', 'Delete', ' DELETE', 'DELETE ', 'DELET', ''])('refuses %j', (typed) => {
    expect(checkAccountDeletionWord(typed)).toEqual({
      key: 'The confirmation word does not match',
    });
  });

  it('refuses every other text', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        fc.pre(typed !== ACCOUNT_DELETION_WORD);
        expect(checkAccountDeletionWord(typed)).not.toBeNull();
      }),
    );
  });
});
