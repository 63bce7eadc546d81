import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ListPage, usePagedList } from './usePagedList';

/** A loader whose replies the test gives by hand, in any order. */
function handLoader() {
  const asked: Array<{
    key: string;
    page: number;
    answer: (page: ListPage<string>) => void;
    fail: () => void;
    signal: AbortSignal;
  }> = [];
  const loaderFor = (key: string) => (page: number, signal: AbortSignal) =>
    new Promise<ListPage<string>>((resolve, reject) => {
      asked.push({ key, page, answer: resolve, fail: () => reject(new Error('down')), signal });
    });
  return { asked, loaderFor };
}

const rowsOf = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`);

describe('usePagedList', () => {
  it('loads the first page, then the next one on loadMore, asked once however often', async () => {
    const { asked, loaderFor } = handLoader();
    const { result } = renderHook(() => usePagedList('a', loaderFor('a')));
    expect(result.current.status).toBe('loading');
    await act(async () => asked[0]?.answer({ rows: rowsOf('a', 10), total: 15 }));
    expect(result.current.rows).toHaveLength(10);
    expect(result.current.hasMore).toBe(true);

    act(() => {
      result.current.loadMore();
      result.current.loadMore();
    });
    expect(asked.map((call) => call.page)).toEqual([1, 2]);
    expect(result.current.more).toBe('loading');
    await act(async () => asked[1]?.answer({ rows: rowsOf('b', 5), total: 15 }));
    expect(result.current.rows).toHaveLength(15);
    expect(result.current.hasMore).toBe(false);
  });

  it('drops the reply to an older key and aborts its request', async () => {
    const { asked, loaderFor } = handLoader();
    const { result, rerender } = renderHook(({ key }) => usePagedList(key, loaderFor(key)), {
      initialProps: { key: 'old' },
    });
    rerender({ key: 'new' });
    const [older, newer] = [asked.find((c) => c.key === 'old'), asked.find((c) => c.key === 'new')];
    expect(older?.signal.aborted).toBe(true);
    await act(async () => newer?.answer({ rows: ['fresh'], total: 1 }));
    await act(async () => older?.answer({ rows: ['stale'], total: 1 }));
    expect(result.current.rows).toEqual(['fresh']);
  });

  it('keeps the rows when the next page fails, and asks for it again on retry', async () => {
    const { asked, loaderFor } = handLoader();
    const { result } = renderHook(() => usePagedList('a', loaderFor('a')));
    await act(async () => asked[0]?.answer({ rows: rowsOf('a', 10), total: 12 }));
    act(() => result.current.loadMore());
    await act(async () => asked[1]?.fail());
    expect(result.current.more).toBe('error');
    expect(result.current.rows).toHaveLength(10);
    act(() => result.current.retry());
    expect(asked.at(-1)?.page).toBe(2);
    await act(async () => asked.at(-1)?.answer({ rows: rowsOf('b', 2), total: 12 }));
    await waitFor(() => expect(result.current.rows).toHaveLength(12));
  });
});
