// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { trustProxyFromEnv } from './trustProxy';

describe('given TRUST_PROXY', () => {
  it('trusts no proxy when it is unset, empty or false', () => {
    expect(trustProxyFromEnv(undefined)).toBe(false);
    expect(trustProxyFromEnv('  ')).toBe(false);
    expect(trustProxyFromEnv('false')).toBe(false);
  });

  it('trusts every hop only when told so in words', () => {
    expect(trustProxyFromEnv('true')).toBe(true);
  });

  it('reads a list of proxy addresses and ranges', () => {
    expect(trustProxyFromEnv('127.0.0.1, 10.0.0.0/8,')).toEqual(['127.0.0.1', '10.0.0.0/8']);
  });
});
