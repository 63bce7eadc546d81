import { describe, expect, it } from 'vitest';
import { createStore } from './createStore';
import { createMemoryStorage } from './memoryStorage';

describe('the store', () => {
  describe('given an empty storage', () => {
    const store = createStore({ storage: createMemoryStorage() });

    it('starts from the spec defaults', () => {
      expect(store.language.value).toBe('ar');
      expect(store.config.value.countryCode).toBe('sa');
      expect(store.utils.value).toMatchObject({ orderType: 0, languageHeader: 'sa' });
      expect(store.cart.value).toMatchObject({ cartList: [], type: 'regular', walletAmount: 0 });
      expect(store.wishList.value).toEqual({ item: [], store: [] });
      expect(store.offlinePayment.value.step).toBe(0);
      expect(store.addressModalOpen.value).toBe(false);
      expect(store.theme.value).toBe('light');
      expect(store.token.value).toBeNull();
      expect(store.guestId.value).toBeNull();
    });
  });

  describe('given stored state from an earlier visit', () => {
    it('restores each slice and the plain keys', () => {
      const storage = createMemoryStorage({
        token: 'abc',
        guest_id: 'g-1',
        zoneid: '[2]',
        theme: 'dark',
        currentLatLng: '{"lat":30.04,"lng":31.23}',
        'souq:v1:language': '"en"',
        'souq:v1:cart': JSON.stringify({
          cartList: [{ id: 1, name: 'Milk', price: 12.5, quantity: 2 }],
          type: 'regular',
        }),
      });
      const store = createStore({ storage });

      expect(store.token.value).toBe('abc');
      expect(store.guestId.value).toBe('g-1');
      expect(store.zoneId.value).toBe('[2]');
      expect(store.theme.value).toBe('dark');
      expect(store.currentLatLng.value).toEqual({ lat: 30.04, lng: 31.23 });
      expect(store.language.value).toBe('en');
      expect(store.cart.value.cartList).toHaveLength(1);
    });
  });

  describe('given a partly corrupt cart', () => {
    it('drops only the broken lines and fields, keeping the rest', () => {
      const storage = createMemoryStorage({
        'souq:v1:cart': JSON.stringify({
          cartList: [
            { id: 1, name: 'Milk', price: 12.5, quantity: 2 },
            { id: 'two', name: 'Bread' },
            null,
          ],
          type: 'mystery',
          walletAmount: -4,
        }),
      });
      const store = createStore({ storage });

      expect(store.cart.value.cartList.map((line) => line.name)).toEqual(['Milk']);
      expect(store.cart.value.type).toBe('regular');
      expect(store.cart.value.walletAmount).toBe(0);
    });

    it('leaves the other slices untouched', () => {
      const storage = createMemoryStorage({
        'souq:v1:cart': '{{{',
        'souq:v1:language': '"en"',
      });
      const store = createStore({ storage });
      expect(store.cart.value.cartList).toEqual([]);
      expect(store.language.value).toBe('en');
    });
  });

  describe('given an unknown theme or language in storage', () => {
    it('uses the defaults', () => {
      const storage = createMemoryStorage({ theme: 'sepia', 'souq:v1:language': '"fr"' });
      const store = createStore({ storage });
      expect(store.theme.value).toBe('light');
      expect(store.language.value).toBe('ar');
    });
  });

  describe('given stored values that would go out as broken headers', () => {
    it('reads each as its default', () => {
      const storage = createMemoryStorage({
        token: 'tok\r\nX-Evil: 1',
        guest_id: 'ضيف',
        zoneid: `[${'1'.repeat(200_000)}]`,
        location: 'x'.repeat(5000),
        currentLatLng: '{"lat":95,"lng":31}',
        module: '{"id":1e300,"module_type":"ecommerce"}',
        'souq:v1:config': '{"countryCode":"مصر","modules":[]}',
        'souq:v1:utils': '{"languageHeader":"eg\\u0000"}',
      });
      const store = createStore({ storage });
      expect(store.token.value).toBeNull();
      expect(store.guestId.value).toBeNull();
      expect(store.zoneId.value).toBeNull();
      expect(store.location.value).toBeNull();
      expect(store.currentLatLng.value).toBeNull();
      expect(store.module.value).toBeNull();
      expect(store.config.value.countryCode).toBe('sa');
      expect(store.utils.value.languageHeader).toBe('sa');
    });

    it('keeps a country code in any case, lower-cased', () => {
      const storage = createMemoryStorage({ 'souq:v1:config': '{"countryCode":"EG"}' });
      expect(createStore({ storage }).config.value.countryCode).toBe('eg');
    });
  });

  describe('when embedded with a namespace', () => {
    it("never touches the partner's own keys", () => {
      const storage = createMemoryStorage({ token: 'partner-session' });
      const store = createStore({ storage, namespace: 'souq.' });

      store.token.value = 'kit-token';

      expect(storage.getItem('token')).toBe('partner-session');
      expect(storage.getItem('souq.token')).toBe('kit-token');
    });
  });

  describe('when reset', () => {
    it('returns every slice to its default and clears the stored keys', () => {
      const storage = createMemoryStorage();
      const store = createStore({ storage });
      store.token.value = 'abc';
      store.language.value = 'en';

      store.reset();

      expect(store.token.value).toBeNull();
      expect(storage.getItem('token')).toBeNull();
      expect(store.language.value).toBe('ar');
    });
  });
});
