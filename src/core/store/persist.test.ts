import { signal } from '@preact/signals-core';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from './memoryStorage';
import { createPersistence, decode, type PersistSpec, REHYDRATE_TIMEOUT_MS } from './persist';
import type { StorageChange, StorageEventSource, StorageLike } from './storage';

const counterSpec: PersistSpec<{ count: number }> = {
  key: 'counter',
  schema: v.object({ count: v.number() }),
  fallback: { count: 0 },
};

/**
 * Tabs over one shared storage, as a browser has them: a write in one tab raises a `storage`
 * event in every other tab, whose `storageArea` is that tab's own storage object.
 */
function tabs(count: number) {
  const backing = createMemoryStorage();
  const listeners = Array.from({ length: count }, () => new Set<(e: StorageChange) => void>());
  const storages: StorageLike[] = [];
  const announce = (from: number, key: string, newValue: string | null) => {
    listeners.forEach((others, index) => {
      if (index === from) return;
      for (const listener of others) listener({ key, newValue, storageArea: storages[index] });
    });
  };
  for (let index = 0; index < count; index++) {
    storages.push({
      getItem: (key) => backing.getItem(key),
      setItem: (key, value) => {
        backing.setItem(key, value);
        announce(index, key, value);
      },
      removeItem: (key) => {
        backing.removeItem(key);
        announce(index, key, null);
      },
    });
  }
  const events = (index: number): StorageEventSource => ({
    addEventListener: (_type, listener) => listeners[index]?.add(listener),
    removeEventListener: (_type, listener) => listeners[index]?.delete(listener),
  });
  const clearAll = (from: number) => {
    for (const key of [...backing.entries.keys()]) backing.removeItem(key);
    listeners.forEach((others, index) => {
      if (index === from) return;
      for (const listener of others)
        listener({ key: null, newValue: null, storageArea: storages[index] });
    });
  };
  return { backing, storage: (index: number) => storages[index] ?? null, events, clearAll };
}

describe('persist', () => {
  describe('given nothing stored', () => {
    it('starts from the fallback and writes changes as JSON', () => {
      const storage = createMemoryStorage();
      const persistence = createPersistence({ storage });
      const counter = signal({ count: 0 });
      persistence.bind(counter, counterSpec);

      counter.value = { count: 3 };

      expect(storage.getItem('counter')).toBe('{"count":3}');
    });
  });

  describe('given a valid stored value', () => {
    it('rehydrates it at bind time', () => {
      const storage = createMemoryStorage({ counter: '{"count":7}' });
      const counter = signal({ count: 0 });
      createPersistence({ storage }).bind(counter, counterSpec);
      expect(counter.value).toEqual({ count: 7 });
    });
  });

  describe('given corrupt storage', () => {
    it.each([
      ['broken JSON', '{"count":'],
      ['a wrong shape', '{"count":"many"}'],
      ['a bare string', '"hello"'],
      ['null', 'null'],
    ])('falls back to defaults on %s without throwing', (_label, raw) => {
      const storage = createMemoryStorage({ counter: raw });
      const counter = signal({ count: 1 });
      createPersistence({ storage }).bind(counter, counterSpec);
      expect(counter.value).toEqual({ count: 0 });
    });

    it('never throws for any stored string', () => {
      fc.assert(
        fc.property(fc.string(), (raw) => {
          expect(() => decode(raw, counterSpec)).not.toThrow();
        }),
      );
    });
  });

  describe('given storage that throws', () => {
    it('keeps working in memory when writing exceeds the quota', () => {
      const onWriteError = vi.fn();
      const storage: StorageLike = {
        getItem: () => null,
        removeItem: () => undefined,
        setItem: () => {
          throw new DOMException('full', 'QuotaExceededError');
        },
      };
      const persistence = createPersistence({ storage, onWriteError });
      const counter = signal({ count: 0 });
      persistence.bind(counter, counterSpec);

      counter.value = { count: 5 };

      expect(counter.value).toEqual({ count: 5 });
      expect(persistence.storageWorks.value).toBe(false);
      expect(onWriteError).toHaveBeenCalledWith('counter', expect.any(DOMException));
    });

    it('reads defaults when even reading throws (storage disabled)', () => {
      const storage: StorageLike = {
        getItem: () => {
          throw new Error('SecurityError');
        },
        removeItem: () => undefined,
        setItem: () => undefined,
      };
      const counter = signal({ count: 9 });
      createPersistence({ storage }).bind(counter, counterSpec);
      expect(counter.value).toEqual({ count: 0 });
    });

    it('works in memory with no storage at all', async () => {
      const persistence = createPersistence({ storage: null });
      const counter = signal({ count: 0 });
      persistence.bind(counter, counterSpec);
      counter.value = { count: 2 };
      await persistence.hydrate();
      expect(counter.value).toEqual({ count: 2 });
      expect(persistence.storageWorks.value).toBe(false);
    });
  });

  describe('given an asynchronous storage', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('is hydrated once every read has answered', async () => {
      const storage: StorageLike = {
        getItem: () => Promise.resolve('{"count":4}'),
        removeItem: () => undefined,
        setItem: () => undefined,
      };
      const persistence = createPersistence({ storage });
      const counter = signal({ count: 0 });
      persistence.bind(counter, counterSpec);

      await persistence.hydrate();

      expect(persistence.hydrated.value).toBe(true);
      expect(counter.value).toEqual({ count: 4 });
    });

    it(`goes on with defaults after ${REHYDRATE_TIMEOUT_MS} ms when storage never answers`, async () => {
      const storage: StorageLike = {
        getItem: () => new Promise(() => undefined),
        removeItem: () => undefined,
        setItem: () => undefined,
      };
      const persistence = createPersistence({ storage });
      persistence.bind(signal({ count: 0 }), counterSpec);
      const hydration = persistence.hydrate();

      await vi.advanceTimersByTimeAsync(REHYDRATE_TIMEOUT_MS - 1);
      expect(persistence.hydrated.value).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await hydration;
      expect(persistence.hydrated.value).toBe(true);
    });

    it('keeps a change made while the read was under way instead of the older stored value', async () => {
      let answer: (raw: string) => void = () => undefined;
      const writes: string[] = [];
      const storage: StorageLike = {
        getItem: () => new Promise((resolve) => (answer = resolve)),
        removeItem: () => undefined,
        setItem: (_key, value) => writes.push(value),
      };
      const persistence = createPersistence({ storage });
      const counter = signal({ count: 0 });
      persistence.bind(counter, counterSpec);

      counter.value = { count: 8 };
      answer('{"count":1}');
      await persistence.hydrate();

      expect(counter.value).toEqual({ count: 8 });
      expect(writes).toEqual(['{"count":8}']);
    });
  });

  describe('given two tabs', () => {
    const open = (browser: ReturnType<typeof tabs>, index: number, initial = { count: 0 }) => {
      const counter = signal(initial);
      createPersistence({ storage: browser.storage(index), events: browser.events(index) }).bind(
        counter,
        counterSpec,
      );
      return counter;
    };

    it('a change in one tab reaches the other', () => {
      const browser = tabs(2);
      const first = open(browser, 0);
      const second = open(browser, 1);

      first.value = { count: 6 };

      expect(second.value).toEqual({ count: 6 });
    });

    it('validates what arrives from the other tab', () => {
      const browser = tabs(2);
      const second = open(browser, 1);
      second.value = { count: 3 };

      browser.storage(0)?.setItem('counter', '{"count":"x"}');

      expect(second.value).toEqual({ count: 0 });
    });

    it('does not echo a value received from the other tab back into storage', () => {
      const browser = tabs(2);
      open(browser, 1);
      const setItem = vi.spyOn(browser.backing, 'setItem');

      browser.storage(0)?.setItem('counter', '{"count":2}');

      expect(setItem).toHaveBeenCalledTimes(1);
    });

    it('goes back to defaults when the other tab clears storage', () => {
      const browser = tabs(2);
      const second = open(browser, 1);
      second.value = { count: 4 };

      browser.clearAll(0);

      expect(second.value).toEqual({ count: 0 });
    });

    it('ignores events of another storage area (sessionStorage)', () => {
      let deliver: ((e: StorageChange) => void) | undefined;
      const events: StorageEventSource = {
        addEventListener: (_type, listener) => {
          deliver = listener;
        },
        removeEventListener: () => undefined,
      };
      const counter = signal({ count: 0 });
      createPersistence({ storage: createMemoryStorage(), events }).bind(counter, counterSpec);
      counter.value = { count: 1 };

      deliver?.({ key: 'counter', newValue: '{"count":9}', storageArea: {} });

      expect(counter.value).toEqual({ count: 1 });
    });
  });

  describe('given a namespace', () => {
    it('prefixes plain keys and versioned slice keys', () => {
      const persistence = createPersistence({ storage: null, namespace: 'souq.' });
      expect(persistence.keyOf('token')).toBe('souq.token');
      expect(persistence.sliceKey('cart')).toBe('souq.souq:v1:cart');
    });

    it('leaves keys as the spec names them without one', () => {
      const persistence = createPersistence({ storage: null });
      expect(persistence.keyOf('token')).toBe('token');
      expect(persistence.sliceKey('cart')).toBe('souq:v1:cart');
    });
  });

  describe('when disposed', () => {
    it('stops writing and stops listening', () => {
      const storage = createMemoryStorage();
      const events: StorageEventSource = {
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      };
      const persistence = createPersistence({ storage, events });
      const counter = signal({ count: 0 });
      persistence.bind(counter, counterSpec);

      persistence.dispose();
      counter.value = { count: 1 };

      expect(storage.getItem('counter')).toBeNull();
      expect(events.removeEventListener).toHaveBeenCalledWith('storage', expect.any(Function));
    });
  });
});
