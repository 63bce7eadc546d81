// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/database';
import { catalogChanged, itemsChanged } from './catalogChanges';
import { keptUntilCatalogChange } from './keptUntilCatalogChange';

/** A database nothing reads: the listeners of catalog changes are kept by its identity. */
const someDatabase = () => ({}) as Database;

describe('a read kept until the catalog changes', () => {
  it('reads once for every request until then', async () => {
    const db = someDatabase();
    const read = vi.fn(async () => ['fruits', 'bakery']);
    const categories = keptUntilCatalogChange(db, read);
    await Promise.all([categories(), categories()]);
    expect(await categories()).toEqual(['fruits', 'bakery']);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('runs a lazy query once, however often its answer is awaited', async () => {
    const db = someDatabase();
    let runs = 0;
    // As a query builder is: each `then` runs the query again.
    const query: PromiseLike<string> = {
      // biome-ignore lint/suspicious/noThenProperty: the object stands for a lazy query builder
      then: (settle, fail) => {
        runs += 1;
        return Promise.resolve('rows').then(settle, fail);
      },
    };
    const rows = keptUntilCatalogChange(db, () => query);
    await rows();
    await rows();
    expect(runs).toBe(1);
  });

  it('is kept through a change of some items’ rows, and read again after any other', async () => {
    const db = someDatabase();
    const read = vi.fn(async () => read.mock.calls.length);
    const counted = keptUntilCatalogChange(db, read);
    expect(await counted()).toBe(1);
    catalogChanged(db, itemsChanged([4, 5]));
    expect(await counted()).toBe(1);
    catalogChanged(db);
    expect(await counted()).toBe(2);
  });

  it('reads again after a read that failed', async () => {
    const db = someDatabase();
    const read = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('connection lost'))
      .mockResolvedValue('read');
    const kept = keptUntilCatalogChange(db, read);
    await expect(kept()).rejects.toThrow('connection lost');
    expect(await kept()).toBe('read');
  });
});
