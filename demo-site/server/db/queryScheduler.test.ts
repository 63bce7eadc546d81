// @vitest-environment node
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atBackgroundPriority } from './queryPriority';
import { createQueryScheduler, NORMAL_RUN_BEFORE_BACKGROUND } from './queryScheduler';
import { scheduledPglite } from './scheduledPglite';

/** A piece of work that ends when the test says so, and records when it started. */
function heldWork(name: string, started: string[]) {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    work: async () => {
      started.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('given a connection busy with a search and more searches waiting', () => {
  it('starts a cart read queued after them before any of them', async () => {
    const scheduler = createQueryScheduler();
    const started: string[] = [];
    const running = heldWork('search 1', started);
    const first = atBackgroundPriority(() => scheduler.run(running.work));
    const waiting = [2, 3, 4].map((n) =>
      atBackgroundPriority(() => scheduler.run(async () => `search ${n}`)),
    );
    const cart = scheduler.run(async () => {
      started.push('cart read');
      return 'cart read';
    });
    await turn();
    expect(started).toEqual(['search 1']);
    expect(scheduler.waiting()).toEqual({ normal: 1, background: 3 });

    running.finish();
    expect(await cart).toBe('cart read');
    expect(started).toEqual(['search 1', 'cart read']);
    expect(await Promise.all([first, ...waiting])).toEqual([
      'search 1',
      'search 2',
      'search 3',
      'search 4',
    ]);
  });

  it("gives a request's next query the connection before the waiting searches", async () => {
    const scheduler = createQueryScheduler();
    const order: string[] = [];
    const running = heldWork('search 1', order);
    atBackgroundPriority(() => scheduler.run(running.work));
    const waiting = atBackgroundPriority(() =>
      scheduler.run(async () => {
        order.push('search 2');
      }),
    );
    // A cart read: its owner check, then its lines, asked as soon as the first answers.
    const cartRead = (async () => {
      await scheduler.run(async () => {
        order.push('owner');
      });
      await scheduler.run(async () => {
        order.push('lines');
      });
    })();
    await turn();
    running.finish();
    await Promise.all([cartRead, waiting]);
    expect(order).toEqual(['search 1', 'owner', 'lines', 'search 2']);
  });

  it('lets a waiting search through after a long run of normal work', async () => {
    const scheduler = createQueryScheduler();
    const order: string[] = [];
    const running = heldWork('first', order);
    scheduler.run(running.work);
    const search = atBackgroundPriority(() =>
      scheduler.run(async () => {
        order.push('search');
      }),
    );
    const normal = Array.from({ length: NORMAL_RUN_BEFORE_BACKGROUND + 2 }, (_, n) =>
      scheduler.run(async () => {
        order.push(`normal ${n}`);
      }),
    );
    await turn();
    running.finish();
    await Promise.all([search, ...normal]);
    // The running piece counts as the first of the run.
    expect(order.indexOf('search')).toBe(NORMAL_RUN_BEFORE_BACKGROUND);
  });

  it('passes a failure to its caller and goes on with the next', async () => {
    const scheduler = createQueryScheduler();
    const failing = scheduler.run(async () => {
      throw new Error('statement failed');
    });
    const next = scheduler.run(async () => 'next');
    await expect(failing).rejects.toThrow('statement failed');
    expect(await next).toBe('next');
  });
});

describe('given PGlite behind the scheduler', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
  }, 60_000);
  afterAll(() => client.close());

  it('answers a normal query before background queries asked earlier, and runs transactions', async () => {
    const scheduler = createQueryScheduler();
    const db = scheduledPglite(client, scheduler);
    const answered: string[] = [];
    const ask = (name: string) =>
      db.query<{ name: string }>('select $1::text as name', [name]).then((result) => {
        answered.push(result.rows[0]?.name ?? '');
      });
    const searches = atBackgroundPriority(() =>
      Promise.all([
        db.query('select pg_sleep(0.05)'),
        ask('search 1'),
        ask('search 2'),
        ask('search 3'),
      ]),
    );
    const cart = ask('cart');
    await Promise.all([searches, cart]);
    expect(answered).toEqual(['cart', 'search 1', 'search 2', 'search 3']);

    const inside = await db.transaction(async (tx) => {
      await tx.query('create temporary table t (n int)');
      await tx.query('insert into t values (7)');
      return (await tx.query<{ n: number }>('select n from t')).rows[0]?.n;
    });
    expect(inside).toBe(7);
  });
});
