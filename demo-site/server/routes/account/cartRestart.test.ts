// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../app';
import { openDatabase } from '../../db/database';
import { insertFixtures } from '../../testing/accountFixtures';
import { newGuest } from '../../testing/accountTestServer';
import { cartClient } from '../../testing/cartTestClient';

const dataDir = mkdtempSync(join(tmpdir(), 'souq-cart-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function start() {
  const database = await openDatabase({ dataDir });
  const app = await buildServer({ db: database.db, imagesDir: dataDir, siteDir: null });
  return {
    app,
    db: database.db,
    stop: async () => {
      await app.close();
      await database.close();
    },
  };
}

describe('given a cart on the embedded database', () => {
  it('holds the same lines after the server and its database are restarted', async () => {
    const first = await start();
    const { plainItemId } = await insertFixtures(first.db);
    const guestId = await newGuest(first.app);
    await cartClient(first.app, { guestId }).add({ item_id: plainItemId, quantity: 3 });
    const before = (await cartClient(first.app, { guestId }).list()).json();
    await first.stop();

    const second = await start();
    try {
      const after = (await cartClient(second.app, { guestId }).list()).json();
      expect(after).toEqual(before);
      expect(after).toEqual([expect.objectContaining({ item_id: plainItemId, quantity: 3 })]);
    } finally {
      await second.stop();
    }
  }, 60_000);
});
