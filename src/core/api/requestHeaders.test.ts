import { describe, expect, it } from 'vitest';
import { buildHeaders, DEFAULT_LAT_LNG, FIXED_MODULE } from './requestHeaders';
import { clientWith, fakeContext, sentRequest } from './testDoubles';

describe('buildHeaders', () => {
  describe('given a guest with nothing chosen yet', () => {
    const { context } = fakeContext();
    const headers = buildHeaders(context, 'souq-kit');

    it('sends the default position', () => {
      expect(headers.latitude).toBe('23.885942');
      expect(headers.longitude).toBe('43.266648');
      expect(DEFAULT_LAT_LNG).toEqual({ lat: 23.885942, lng: 43.266648 });
    });

    it('sends the fixed module', () => {
      expect(headers.moduleId).toBe('1');
      expect(FIXED_MODULE).toEqual({ id: 1, module_type: 'ecommerce' });
    });

    it('asks for JSON in Arabic and names the software', () => {
      expect(headers.Accept).toBe('application/json');
      expect(headers['X-localization']).toBe('ar');
      expect(headers['software-id']).toBe('souq-kit');
    });

    it('sends X-LANG empty for Saudi Arabia', () => {
      expect(headers['X-LANG']).toBe('');
    });

    it('sends no Authorization, zoneid or Origin', () => {
      expect(Object.keys(headers)).not.toContain('Authorization');
      expect(Object.keys(headers)).not.toContain('zoneid');
      expect(Object.keys(headers).map((name) => name.toLowerCase())).not.toContain('origin');
    });
  });

  describe('given a signed-in shopper in Egypt reading English', () => {
    const { context } = fakeContext({
      token: 'tok-1',
      zoneId: '[1]',
      language: 'en',
      countryCode: 'eg',
      latLng: { lat: 30.0444, lng: 31.2357 },
      moduleId: 3,
    });
    const headers = buildHeaders(context, 'my-shop');

    it('sends the bearer token', () => {
      expect(headers.Authorization).toBe('Bearer tok-1');
    });

    it('sends the zone id as stored', () => {
      expect(headers.zoneid).toBe('[1]');
    });

    it('sends the country code as X-LANG and the language as X-localization', () => {
      expect(headers['X-LANG']).toBe('eg');
      expect(headers['X-localization']).toBe('en');
    });

    it('sends the shopper position, module and software id', () => {
      expect(headers.latitude).toBe('30.0444');
      expect(headers.longitude).toBe('31.2357');
      expect(headers.moduleId).toBe('3');
      expect(headers['software-id']).toBe('my-shop');
    });
  });

  describe('given odd stored values', () => {
    it('treats an empty token as no token', () => {
      expect(buildHeaders(fakeContext({ token: '' }).context).Authorization).toBeUndefined();
    });

    it('falls back to the default position when a coordinate is not a number', () => {
      const { context } = fakeContext({ latLng: { lat: Number.NaN, lng: 10 } });
      expect(buildHeaders(context).latitude).toBe('23.885942');
    });

    it('falls back to the fixed module for an invalid module id', () => {
      expect(buildHeaders(fakeContext({ moduleId: 0 }).context).moduleId).toBe('1');
    });

    it('sends X-LANG empty for SA in capitals too', () => {
      expect(buildHeaders(fakeContext({ countryCode: 'SA' }).context)['X-LANG']).toBe('');
    });
  });
});

describe('given stored values a browser would refuse to send', () => {
  const huge = '1'.repeat(200_000);
  it.each([
    ['Arabic text', 'القاهرة'],
    ['a NUL', '[1]\u0000'],
    ['a line break and another header', '[1]\r\nX-Evil: 1'],
    ['200 KB', `[${huge}]`],
    ['no zone at all', '[]'],
  ])('leaves out a zoneid holding %s', (_, zoneId) => {
    expect(buildHeaders(fakeContext({ zoneId }).context)).not.toHaveProperty('zoneid');
  });

  it.each([
    ['Arabic text', 'رمز'],
    ['a line break', 'tok\r\nX-Evil: 1'],
    ['a space', 'Bearer tok'],
    ['200 KB', huge],
  ])('sends no Authorization for a token holding %s', (_, token) => {
    expect(buildHeaders(fakeContext({ token }).context)).not.toHaveProperty('Authorization');
  });

  it('sends X-LANG empty for a country code that is not one', () => {
    expect(buildHeaders(fakeContext({ countryCode: 'مصر' }).context)['X-LANG']).toBe('');
  });

  it('sends Arabic for a language the kit does not have', () => {
    const { context, values } = fakeContext();
    Object.assign(values, { language: 'fr\u0000' });
    expect(buildHeaders(context)['X-localization']).toBe('ar');
  });

  it('sends the default position for one off the globe, and the fixed module for a huge id', () => {
    const headers = buildHeaders(
      fakeContext({ latLng: { lat: 95, lng: 31 }, moduleId: 1e300 }).context,
    );
    expect(headers).toMatchObject({ latitude: '23.885942', moduleId: '1' });
  });

  it('names the kit when the host gives a software id that cannot be sent', () => {
    expect(buildHeaders(fakeContext().context, 'متجري')['software-id']).toBe('souq-kit');
  });
});

describe('the client', () => {
  describe('when it sends a request', () => {
    it('carries every spec header with its defaults', async () => {
      const { api, fetch } = clientWith();
      await api.getConfig();
      const { headers } = sentRequest(fetch);
      expect(headers.get('latitude')).toBe('23.885942');
      expect(headers.get('longitude')).toBe('43.266648');
      expect(headers.get('moduleid')).toBe('1');
      expect(headers.get('x-localization')).toBe('ar');
      expect(headers.get('software-id')).toBe('souq-kit');
      expect(headers.get('accept')).toBe('application/json');
      expect(headers.get('x-lang')).toBe('');
      expect(headers.has('authorization')).toBe(false);
      expect(headers.has('zoneid')).toBe(false);
    });

    it('reads the context again at every request', async () => {
      const { api, fetch, values } = clientWith();
      await api.getConfig();
      values.token = 'fresh';
      values.language = 'en';
      values.countryCode = 'eg';
      values.zoneId = '[2,3]';
      await api.getConfig();
      const { headers } = sentRequest(fetch);
      expect(headers.get('authorization')).toBe('Bearer fresh');
      expect(headers.get('x-localization')).toBe('en');
      expect(headers.get('x-lang')).toBe('eg');
      expect(headers.get('zoneid')).toBe('[2,3]');
    });
  });
});
