// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type JsonObject, localizeSettingObject } from '../serializers/settings';
import { buildSeedPlan } from './plan/buildSeedPlan';
import { buildConfig, buildLanding } from './plan/buildSettings';

const plan = buildSeedPlan({ scale: 'small', now: new Date('2025-03-01T10:00:00Z') });
/** A settings value as the database hands it back: plain JSON. */
const asStored = (value: object) => JSON.parse(JSON.stringify(value)) as JsonObject;
const stored = asStored(buildConfig(plan.zones));

describe('the seeded config, as the server reads it', () => {
  describe('given Arabic', () => {
    const config = localizeSettingObject(stored, 'ar');

    it('resolves every bilingual text to Arabic', () => {
      expect(config.business_name).toBe('سوق');
      expect(config.currency_symbol).toBe('ج.م');
      expect(config.footer_text).toContain('جميع الحقوق محفوظة');
    });
  });

  describe('given English', () => {
    const config = localizeSettingObject(stored, 'en');

    it('resolves every bilingual text to English and keeps the rest', () => {
      expect(config.business_name).toBe('Souq');
      expect(config.currency_symbol).toBe('EGP');
      expect(config.currency_symbol_direction).toBe('right');
      expect(config.base_urls).toMatchObject({ item_image_url: '/images/product' });
    });

    it('takes the per-km charge from the default zone', () => {
      expect(config.per_km_shipping_charge).toBe(
        plan.zones.find((zone) => zone.isDefault)?.perKmShippingCharge,
      );
    });

    it('keeps no copy of the zones, which the zones table holds', () => {
      expect(config.zones).toBeUndefined();
    });
  });
});

describe('the seeded landing data', () => {
  it('resolves the footer description in each language', () => {
    const landing = buildLanding();
    expect(localizeSettingObject(asStored(landing), 'en').fixed_footer_description).toBe(
      landing.fixed_footer_description.en,
    );
    expect(localizeSettingObject(asStored(landing), 'ar').fixed_footer_description).toBe(
      landing.fixed_footer_description.ar,
    );
  });
});
