// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { deliveryMinutes } from './deliveryTime';

describe('deliveryMinutes', () => {
  it('reads a range of minutes', () => {
    expect(deliveryMinutes('25-35 min')).toEqual({
      minimum_delivery_time: 25,
      maximum_delivery_time: 35,
    });
  });

  it('reads one number as both ends', () => {
    expect(deliveryMinutes('30 min')).toEqual({
      minimum_delivery_time: 30,
      maximum_delivery_time: 30,
    });
  });

  it('turns hours and days into minutes', () => {
    expect(deliveryMinutes('1-2 hours')).toEqual({
      minimum_delivery_time: 60,
      maximum_delivery_time: 120,
    });
    expect(deliveryMinutes('2-3 days')).toEqual({
      minimum_delivery_time: 2880,
      maximum_delivery_time: 4320,
    });
  });

  it('gives up on a text it cannot read', () => {
    expect(deliveryMinutes('soon')).toBeNull();
    expect(deliveryMinutes('')).toBeNull();
  });
});
