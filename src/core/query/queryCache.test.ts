import { describe, expect, it, vi } from 'vitest';
import { CACHE_TIME, createQueryCache } from './queryCache';

const clock = () => {
  let time = 0;
  return { now: () => time, advance: (ms: number) => (time += ms) };
};

describe('the query cache', () => {
  describe('given a fresh reply', () => {
    it('answers from the cache for 300 000 ms by default, then asks again', async () => {
      const { now, advance } = clock();
      const cache = createQueryCache(now);
      const fetcher = vi.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second');

      await cache.fetch(['config'], fetcher);
      advance(CACHE_TIME.default - 1);
      expect(await cache.fetch(['config'], fetcher)).toBe('first');
      advance(1);
      expect(await cache.fetch(['config'], fetcher)).toBe('second');
      expect(fetcher).toHaveBeenCalledTimes(2);
    });

    it('keeps categories for 480 000 ms', async () => {
      const { now, advance } = clock();
      const cache = createQueryCache(now);
      const fetcher = vi.fn().mockResolvedValue([]);
      await cache.fetch(['categories'], fetcher, { staleTime: CACHE_TIME.categories });
      advance(CACHE_TIME.categories - 1);
      await cache.fetch(['categories'], fetcher, { staleTime: CACHE_TIME.categories });
      expect(fetcher).toHaveBeenCalledTimes(1);
    });
  });

  describe('when several callers ask at once', () => {
    it('sends one request and gives each the same reply', async () => {
      const cache = createQueryCache();
      const fetcher = vi.fn().mockResolvedValue({ f_name: 'Sara' });
      const replies = await Promise.all([
        cache.fetch(['customer', 'info'], fetcher),
        cache.fetch(['customer', 'info'], fetcher),
      ]);
      expect(fetcher).toHaveBeenCalledTimes(1);
      expect(replies[0]).toBe(replies[1]);
    });
  });

  describe('when invalidated', () => {
    it('forgets every read under the prefix and reports idle', async () => {
      const cache = createQueryCache();
      const fetcher = vi.fn().mockResolvedValue('profile');
      await cache.fetch(['customer', 'info'], fetcher);
      await cache.fetch(['categories'], fetcher);

      cache.invalidate(['customer']);

      expect(cache.state(['customer', 'info']).value).toEqual({ status: 'idle' });
      expect(cache.state(['categories']).value.status).toBe('success');
      await cache.fetch(['customer', 'info'], fetcher);
      expect(fetcher).toHaveBeenCalledTimes(3);
    });

    it('does not cache a reply that was under way during the invalidation', async () => {
      const cache = createQueryCache();
      let answer: (value: string) => void = () => undefined;
      const pending = cache.fetch(
        ['customer', 'info'],
        () => new Promise<string>((r) => (answer = r)),
      );

      cache.invalidate(['customer']);
      answer('old user');
      await pending;

      expect(cache.state(['customer', 'info']).value).toEqual({ status: 'idle' });
    });
  });

  describe('when primed with data another reply brought', () => {
    it('answers from it without asking the server while it is fresh', async () => {
      const cache = createQueryCache(clock().now);
      const fetcher = vi.fn().mockResolvedValue('from the server');
      cache.prime(['items', 'details', 7], 'from the list');
      expect(await cache.fetch(['items', 'details', 7], fetcher)).toBe('from the list');
      expect(fetcher).not.toHaveBeenCalled();
    });

    it('asks the server when told primed data may lack fields, showing the primed data meanwhile', async () => {
      const cache = createQueryCache(clock().now);
      cache.prime(['items', 'details', 7], 'from the list');
      let answer: (value: string) => void = () => undefined;
      const pending = cache.fetch(
        ['items', 'details', 7],
        () => new Promise<string>((done) => (answer = done)),
        { refreshPrimed: true },
      );
      expect(cache.state(['items', 'details', 7]).value).toMatchObject({ data: 'from the list' });
      answer('the details');
      expect(await pending).toBe('the details');
      const fetcher = vi.fn();
      expect(await cache.fetch(['items', 'details', 7], fetcher, { refreshPrimed: true })).toBe(
        'the details',
      );
      expect(fetcher).not.toHaveBeenCalled();
    });

    it('keeps the primed data when asking again fails', async () => {
      const cache = createQueryCache(clock().now);
      cache.prime(['items', 'details', 7], 'from the list');
      const failure = new Error('offline');
      await expect(
        cache.fetch(['items', 'details', 7], () => Promise.reject(failure), {
          refreshPrimed: true,
        }),
      ).rejects.toBe(failure);
      expect(cache.state(['items', 'details', 7]).value).toMatchObject({
        status: 'success',
        data: 'from the list',
      });
    });

    it('never replaces data already there or a request under way', async () => {
      const cache = createQueryCache(clock().now);
      await cache.fetch(['a'], async () => 'fetched');
      cache.prime(['a'], 'primed');
      expect(await cache.fetch(['a'], vi.fn())).toBe('fetched');

      let answer: (value: string) => void = () => {};
      const pending = cache.fetch(['b'], () => new Promise<string>((done) => (answer = done)));
      cache.prime(['b'], 'primed');
      answer('fetched');
      expect(await pending).toBe('fetched');
      expect(cache.state(['b']).value).toMatchObject({ status: 'success', data: 'fetched' });
    });
  });

  describe('when the server fails', () => {
    it('reports the error and asks again next time', async () => {
      const cache = createQueryCache();
      const failure = new Error('offline');
      const fetcher = vi.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce('ok');

      await expect(cache.fetch(['config'], fetcher)).rejects.toBe(failure);
      expect(cache.state(['config']).value).toEqual({ status: 'error', error: failure });
      expect(await cache.fetch(['config'], fetcher)).toBe('ok');
    });
  });
});
