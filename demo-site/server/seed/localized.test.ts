// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { localizeConfig, localizeLanding } from './localized';
import { buildSeedPlan } from './plan/buildSeedPlan';
import { buildConfig, buildLanding } from './plan/buildSettings';

const plan = buildSeedPlan({ scale: 'small', now: new Date('2025-03-01T10:00:00Z') });
const stored = buildConfig(plan.zones);

describe('localizeConfig', () => {
  describe('given Arabic', () => {
    const config = localizeConfig(stored, 'ar');

    it('resolves every bilingual text to Arabic', () => {
      expect(config.business_name).toBe('سوق');
      expect(config.currency_symbol).toBe('ج.م');
      expect(config.footer_text).toContain('جميع الحقوق محفوظة');
      expect(config.zones.map((zone) => zone.name)).toContain('القاهرة');
    });
  });

  describe('given English', () => {
    const config = localizeConfig(stored, 'en');

    it('resolves every bilingual text to English and keeps the rest', () => {
      expect(config.business_name).toBe('Souq');
      expect(config.currency_symbol).toBe('EGP');
      expect(config.currency_symbol_direction).toBe('right');
      expect(config.base_urls.item_image_url).toBe('/images/product');
      expect(config.zones.find((zone) => zone.default_zone === 1)?.name).toBe('Cairo');
    });

    it('takes the per-km charge from the default zone', () => {
      expect(config.per_km_shipping_charge).toBe(
        plan.zones.find((zone) => zone.isDefault)?.perKmShippingCharge,
      );
    });
  });
});

describe('localizeLanding', () => {
  it('resolves the footer description', () => {
    const landing = buildLanding();
    expect(localizeLanding(landing, 'en').fixed_footer_description).toBe(
      landing.fixed_footer_description.en,
    );
    expect(localizeLanding(landing, 'ar').fixed_footer_description).toBe(
      landing.fixed_footer_description.ar,
    );
  });
});
