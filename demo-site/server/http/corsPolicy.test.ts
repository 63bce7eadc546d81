// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { preflightRefusal } from './corsPolicy';

const preflight = (extra: Record<string, string> = {}) => ({
  origin: 'https://partner.example',
  'access-control-request-method': 'POST',
  ...extra,
});

describe('given a CORS preflight', () => {
  it('passes one that names an allowed method and the headers a 6amMart client sends', () => {
    const headers = preflight({
      'access-control-request-headers':
        'x-software-id,latitude,longitude,moduleid,zoneid,x-localization,x-lang,authorization,content-type,idempotency-key',
    });
    expect(preflightRefusal(headers, null)).toBeNull();
  });

  it('reads header names in any case and spacing', () => {
    const headers = preflight({ 'access-control-request-headers': ' X-Software-Id ,  ZoneId' });
    expect(preflightRefusal(headers, null)).toBeNull();
  });

  it('refuses with 400 one that lacks both of its headers, naming each', () => {
    const refusal = preflightRefusal({}, null);
    expect(refusal?.status).toBe(400);
    expect(refusal?.reasons.map((reason) => reason.code)).toEqual([
      'Origin',
      'Access-Control-Request-Method',
    ]);
  });

  it('refuses with 403 an origin outside the configured partners', () => {
    const refusal = preflightRefusal(preflight({ origin: 'https://stranger.example' }), [
      'https://partner.example',
    ]);
    expect(refusal?.status).toBe(403);
    expect(refusal?.reasons[0]?.code).toBe('Origin');
    expect(preflightRefusal(preflight(), ['https://partner.example'])).toBeNull();
  });

  it('lets a safelisted method through even though no route lists it', () => {
    expect(
      preflightRefusal(preflight({ 'access-control-request-method': 'HEAD' }), null),
    ).toBeNull();
  });
});
