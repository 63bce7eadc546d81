import { describe, expect, it } from 'vitest';
import { checkOrderId, ORDER_ID_MAX } from './orderIdRule';

describe('given an order id typed to track an order', () => {
  it('passes digits, with spaces around them', () => {
    expect(checkOrderId('100001')).toBeNull();
    expect(checkOrderId(' 100001 ')).toBeNull();
  });

  it('passes Arabic-Indic and Eastern Arabic-Indic digits', () => {
    expect(checkOrderId('١٠٠٠٠١')).toBeNull();
    expect(checkOrderId('۱۰۰۰۰۱')).toBeNull();
  });

  it('asks for one when nothing is typed', () => {
    expect(checkOrderId('  ')).toEqual({ key: 'Order ID is required' });
  });

  it('refuses anything but digits', () => {
    expect(checkOrderId('#100001')).toEqual({ key: 'Only numbers are allowed' });
    expect(checkOrderId('10 01')).toEqual({ key: 'Only numbers are allowed' });
    expect(checkOrderId('1e5')).toEqual({ key: 'Only numbers are allowed' });
  });

  it('refuses 0 and ids past the largest the server keeps', () => {
    expect(checkOrderId('0')).toEqual({ key: 'Invalid order ID' });
    expect(checkOrderId(String(ORDER_ID_MAX))).toBeNull();
    expect(checkOrderId(String(ORDER_ID_MAX + 1))).toEqual({ key: 'Invalid order ID' });
  });
});
