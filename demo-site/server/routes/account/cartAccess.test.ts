// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerCartRow } from '../../../../src/core/api/wire';
import { createCustomer } from '../../testing/accountFixtures';
import { newGuest, startTestServer, type TestServer } from '../../testing/accountTestServer';
import { cartClient } from '../../testing/cartTestClient';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 30_000);
afterAll(() => server.close());

async function lineOf(cart: ReturnType<typeof cartClient>): Promise<ServerCartRow> {
  const reply = await cart.add({ item_id: server.fixtures.plainItemId, quantity: 2 });
  const [row] = reply.json<ServerCartRow[]>();
  if (!row) throw new Error('line not added');
  return row;
}

describe.each([
  ['guests', async () => ({ guestId: await newGuest(server.app) })],
  ['customers', async () => ({ token: (await createCustomer(server.db)).token })],
])('given two %s with carts of their own', (_who, makeOwner) => {
  let mine: ReturnType<typeof cartClient>;
  let theirs: ReturnType<typeof cartClient>;
  let theirLine: ServerCartRow;

  beforeAll(async () => {
    mine = cartClient(server.app, await makeOwner());
    theirs = cartClient(server.app, await makeOwner());
    theirLine = await lineOf(theirs);
  });

  it('one cannot list the other’s lines', async () => {
    expect((await mine.list()).json()).toEqual([]);
  });

  it("one cannot update the other's line: it answers as if absent", async () => {
    const reply = await mine.update({ cart_id: theirLine.id, quantity: 1 });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ errors: [{ code: 'cart_id', message: 'Item not in cart' }] });
  });

  it("one cannot remove the other's line", async () => {
    const reply = await mine.removeItem(theirLine.id);
    expect(reply.statusCode).toBe(404);
  });

  it("clearing one cart leaves the other's untouched", async () => {
    await mine.add({ item_id: server.fixtures.cappedItemId, quantity: 1 });
    await mine.clear();
    expect((await mine.list()).json()).toEqual([]);
    expect((await theirs.list()).json()).toEqual([
      expect.objectContaining({ id: theirLine.id, quantity: 2 }),
    ]);
  });
});

describe('given a customer who also sends a guest id', () => {
  it('acts on the customer’s cart, never on the guest’s', async () => {
    const guestId = await newGuest(server.app);
    const guestLine = await lineOf(cartClient(server.app, { guestId }));
    const { token } = await createCustomer(server.db);
    const reply = await server.app.inject({
      url: `/api/v1/customer/cart/list?guest_id=${guestId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(reply.json()).toEqual([]);
    const removal = await server.app.inject({
      method: 'DELETE',
      url: `/api/v1/customer/cart/remove-item?cart_id=${guestLine.id}&guest_id=${guestId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removal.statusCode).toBe(404);
  });
});
