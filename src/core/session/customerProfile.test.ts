import { signal } from '@preact/signals-core';
import { describe, expect, it, vi } from 'vitest';
import type { CustomerProfile } from '../api/wire';
import { createQueryCache } from '../query';
import { loadCustomerProfile } from './customerProfile';

const sara: CustomerProfile = {
  f_name: 'Sara',
  image: 'sara.png',
  order_count: 4,
  wallet_balance: 125.5,
  member_since_days: 210,
};

function setUp(token: string | null) {
  const getCustomerInfo = vi.fn(async () => sara);
  const store = {
    token: signal<string | null>(token),
    profileInfo: signal<CustomerProfile | null>(null),
  };
  return { core: { cache: createQueryCache(), api: { getCustomerInfo }, store }, getCustomerInfo };
}

describe('loadCustomerProfile', () => {
  it('asks nothing for a guest', async () => {
    const { core, getCustomerInfo } = setUp(null);
    await expect(loadCustomerProfile(core)).resolves.toBeNull();
    expect(getCustomerInfo).not.toHaveBeenCalled();
  });

  it('stores the signed-in customer and asks once for every reader', async () => {
    const { core, getCustomerInfo } = setUp('tok');
    await Promise.all([loadCustomerProfile(core), loadCustomerProfile(core)]);
    expect(core.store.profileInfo.value).toEqual(sara);
    expect(getCustomerInfo).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing when the customer signs out while the request is on its way', async () => {
    const { core } = setUp('tok');
    const pending = loadCustomerProfile(core);
    core.store.token.value = null;
    await expect(pending).resolves.toBeNull();
    expect(core.store.profileInfo.value).toBeNull();
  });
});
