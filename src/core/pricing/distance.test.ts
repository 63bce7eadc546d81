import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_KM, greatCircleKm } from './distance';

describe('greatCircleKm', () => {
  describe('given the same point twice', () => {
    it('is 0', () => {
      expect(greatCircleKm({ lat: 30.04, lng: 31.24 }, { lat: 30.04, lng: 31.24 })).toBe(0);
    });
  });

  describe('given two known places', () => {
    it('measures one degree of latitude as about 111.19 km', () => {
      expect(greatCircleKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.195, 3);
    });

    it('measures London to Paris as about 343.56 km', () => {
      const london = { lat: 51.5074, lng: -0.1278 };
      const paris = { lat: 48.8566, lng: 2.3522 };
      expect(greatCircleKm(london, paris)).toBeCloseTo(343.556, 2);
    });

    it('measures antipodes as half the circumference', () => {
      expect(greatCircleKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(
        Math.PI * EARTH_RADIUS_KM,
        6,
      );
    });
  });

  describe('for any two points', () => {
    const point = fc.record({
      lat: fc.double({ min: -90, max: 90, noNaN: true }),
      lng: fc.double({ min: -180, max: 180, noNaN: true }),
    });

    it('is symmetric and lies between 0 and half the circumference', () => {
      fc.assert(
        fc.property(point, point, (a, b) => {
          const distance = greatCircleKm(a, b);
          expect(distance).toBeGreaterThanOrEqual(0);
          expect(distance).toBeLessThanOrEqual(Math.PI * EARTH_RADIUS_KM + 1e-6);
          expect(greatCircleKm(b, a)).toBeCloseTo(distance, 6);
        }),
      );
    });
  });
});
