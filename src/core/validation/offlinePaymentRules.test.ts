import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkOfflineField, offlineDetailsSchema } from './offlinePaymentRules';

describe('checkOfflineField', () => {
  it('asks for a required detail, spaces alone counting as nothing', () => {
    expect(checkOfflineField('   ', true)).toEqual({ key: 'This field is required' });
    expect(checkOfflineField('', false)).toBeNull();
  });

  it('takes 191 characters as a person counts them, and refuses one more', () => {
    expect(checkOfflineField('🍎'.repeat(191), true)).toBeNull();
    expect(checkOfflineField('x'.repeat(192), false)).toEqual({ key: 'At most 191 characters' });
  });
});

describe('offlineDetailsSchema', () => {
  const schema = offlineDetailsSchema([
    { name: 'transaction_reference', required: true },
    { name: 'customer_note', required: false },
  ]);

  it('passes filled details, a left-out optional one read as empty', () => {
    expect(v.parse(schema, { transaction_reference: 'TX-1' })).toEqual({
      transaction_reference: 'TX-1',
      customer_note: '',
    });
  });

  it('reports a missing required detail on its own field', () => {
    const result = v.safeParse(schema, { transaction_reference: '' });
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['transaction_reference', 'This field is required'],
    ]);
  });
});
