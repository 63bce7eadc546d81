// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { AUTH_REQUESTS_PER_MINUTE, authRateLimit } from './context';

describe('the auth routes’ rate limit', () => {
  it('allows 20 requests a minute per client by default', () => {
    vi.stubEnv('SOUQ_AUTH_RATE_LIMIT', '');
    expect(authRateLimit()).toEqual({
      rateLimit: { max: AUTH_REQUESTS_PER_MINUTE, timeWindow: '1 minute' },
    });
    expect(AUTH_REQUESTS_PER_MINUTE).toBe(20);
  });

  it('takes a higher whole number from SOUQ_AUTH_RATE_LIMIT, and ignores anything else', () => {
    vi.stubEnv('SOUQ_AUTH_RATE_LIMIT', '1000');
    expect(authRateLimit().rateLimit.max).toBe(1000);
    for (const invalid of ['many', '-5', '2.5', '0']) {
      vi.stubEnv('SOUQ_AUTH_RATE_LIMIT', invalid);
      expect(authRateLimit().rateLimit.max).toBe(20);
    }
  });
});
