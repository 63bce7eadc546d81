import { describe, expect, it } from 'vitest';
import { createI18n } from '../../core/i18n';
import {
  isOrderStatus,
  ORDER_STATUS_TONES,
  ORDER_STATUSES,
  orderStatusLabel,
  orderStatusTone,
} from './orderStatus';

const english = createI18n({ language: 'en' }).getFixedT('en');
const arabic = createI18n({ language: 'ar' }).getFixedT('ar');

describe('given every order status of the spec', () => {
  it('names each in English', () => {
    expect(ORDER_STATUSES.map((status) => orderStatusLabel(status, english))).toEqual([
      'Failed',
      'Pending',
      'Processing',
      'Confirmed',
      'Accepted',
      'Picked up',
      'Handed over',
      'Delivered',
      'Canceled',
      'Refunded',
      'Refund requested',
      'Refund request canceled',
    ]);
  });

  it('names each in Arabic, in Arabic script, each differently', () => {
    const names = ORDER_STATUSES.map((status) => orderStatusLabel(status, arabic));
    for (const name of names) expect(name).toMatch(/\p{Script=Arabic}/u);
    expect(new Set(names).size).toBe(ORDER_STATUSES.length);
  });

  it('gives each a tone: waiting, under way, arrived, gone wrong or settled', () => {
    expect(
      Object.fromEntries(ORDER_STATUSES.map((status) => [status, orderStatusTone(status)])),
    ).toEqual({
      failed: 'danger',
      pending: 'waiting',
      processing: 'progress',
      confirmed: 'progress',
      accepted: 'progress',
      picked_up: 'progress',
      handover: 'progress',
      delivered: 'success',
      canceled: 'danger',
      refunded: 'settled',
      refund_requested: 'waiting',
      refund_request_canceled: 'settled',
    });
    for (const status of ORDER_STATUSES) {
      expect(ORDER_STATUS_TONES).toContain(orderStatusTone(status));
    }
  });
});

describe('given a status another backend invented', () => {
  it('is not taken for a known one, shows as sent and reads as settled', () => {
    expect(isOrderStatus('scheduled')).toBe(false);
    expect(isOrderStatus('toString')).toBe(false);
    expect(orderStatusLabel('scheduled', english)).toBe('scheduled');
    expect(orderStatusTone('scheduled')).toBe('settled');
  });
});
