// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorListReply, ServerCartRow } from '../../../../src/core/api/wire';
import { items } from '../../db/schema';
import { createCustomer } from '../../testing/accountFixtures';
import { call, newGuest, startTestServer, type TestServer } from '../../testing/accountTestServer';
import { cartClient } from '../../testing/cartTestClient';

/*
 * maximum_cart_quantity caps an item, not a line: every variation of it in one cart counts
 * towards the same cap, on adding a line and on changing one.
 */

let server: TestServer;
let itemId: number;
beforeAll(async () => {
  server = await startTestServer();
  const [plain] = await server.db
    .select({ categoryId: items.categoryId })
    .from(items)
    .where(eq(items.id, server.fixtures.plainItemId));
  const [row] = await server.db
    .insert(items)
    .values({
      slug: 'capped-sizes',
      moduleId: 1,
      storeId: server.fixtures.openStoreId,
      categoryId: plain?.categoryId ?? 0,
      nameEn: 'Capped sizes',
      nameAr: 'مقاسات محدودة',
      descriptionEn: 'Three sizes, at most 6 in a cart',
      descriptionAr: 'ثلاثة مقاسات، 6 على الأكثر في السلة',
      image: 'capped-sizes.png',
      price: 100,
      stock: 30,
      maximumCartQuantity: 6,
      variations: [
        { type: 'Small', price: 80, stock: 10 },
        { type: 'Medium', price: 90, stock: 10 },
        { type: 'Large', price: 100, stock: 10 },
      ],
      choiceOptions: [{ name: 'choice_1', title: 'Size', options: ['Small', 'Medium', 'Large'] }],
    })
    .returning({ id: items.id });
  itemId = row?.id ?? 0;
}, 60_000);
afterAll(() => server.close());

const guestCart = async () => cartClient(server.app, { guestId: await newGuest(server.app) });
const errorsOf = (reply: { json<T>(): T }) => reply.json<ErrorListReply>().errors;
const outOfLimits = [{ code: 'quantity', message: 'Out of Limits' }];
const size = (type: string) => [{ type }];

describe('given an item capped at 6 and sold in three sizes', () => {
  describe('when a size is added while other sizes already hold the cap', () => {
    it("refuses it with 'Out of Limits' and keeps the cart as it was", async () => {
      const cart = await guestCart();
      const first = await cart.add({ item_id: itemId, quantity: 6, variation: size('Small') });
      expect(first.statusCode).toBe(200);
      for (const type of ['Medium', 'Large']) {
        const reply = await cart.add({ item_id: itemId, quantity: 6, variation: size(type) });
        expect(reply.statusCode).toBe(403);
        expect(errorsOf(reply)).toEqual(outOfLimits);
      }
      const lines = (await cart.list()).json<ServerCartRow[]>();
      expect(lines.map((line) => line.quantity)).toEqual([6]);
    });

    it('accepts sizes that together stay within the cap', async () => {
      const cart = await guestCart();
      await cart.add({ item_id: itemId, quantity: 2, variation: size('Small') });
      await cart.add({ item_id: itemId, quantity: 3, variation: size('Medium') });
      const last = await cart.add({ item_id: itemId, quantity: 1, variation: size('Large') });
      expect(last.statusCode).toBe(200);
      expect(last.json<ServerCartRow[]>().map((line) => line.quantity)).toEqual([2, 3, 1]);
    });
  });

  describe('when two sizes of the cap each are added at once', () => {
    it('accepts one and refuses the other, never holding more than the cap', async () => {
      const cart = await guestCart();
      const replies = await Promise.all(
        ['Small', 'Medium', 'Large'].map((type) =>
          cart.add({ item_id: itemId, quantity: 6, variation: size(type) }),
        ),
      );
      expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 403, 403]);
      const lines = (await cart.list()).json<ServerCartRow[]>();
      expect(lines.map((line) => line.quantity)).toEqual([6]);
    });
  });

  describe('when one size is raised past what the others leave of the cap', () => {
    it("refuses the update with 'Out of Limits' and keeps the quantity", async () => {
      const cart = await guestCart();
      await cart.add({ item_id: itemId, quantity: 3, variation: size('Small') });
      const added = await cart.add({ item_id: itemId, quantity: 3, variation: size('Medium') });
      const medium = added.json<ServerCartRow[]>()[1];
      const raised = await cart.update({ cart_id: medium?.id, quantity: 4 });
      expect(raised.statusCode).toBe(403);
      expect(errorsOf(raised)).toEqual(outOfLimits);
      const lowered = await cart.update({ cart_id: medium?.id, quantity: 2 });
      expect(lowered.json<ServerCartRow[]>().map((line) => line.quantity)).toEqual([3, 2]);
    });

    it('lets sizes left above a lowered cap come down, and refuses raising them', async () => {
      const cart = await guestCart();
      await cart.add({ item_id: itemId, quantity: 4, variation: size('Small') });
      const added = await cart.add({ item_id: itemId, quantity: 2, variation: size('Medium') });
      const [small] = added.json<ServerCartRow[]>();
      await server.db.update(items).set({ maximumCartQuantity: 3 }).where(eq(items.id, itemId));
      try {
        const lowered = await cart.update({ cart_id: small?.id, quantity: 3 });
        expect(lowered.statusCode).toBe(200);
        const raised = await cart.update({ cart_id: small?.id, quantity: 4 });
        expect(errorsOf(raised)).toEqual(outOfLimits);
      } finally {
        await server.db.update(items).set({ maximumCartQuantity: 6 }).where(eq(items.id, itemId));
      }
    });

    it('counts a line switched to another size once, not twice', async () => {
      const cart = await guestCart();
      await cart.add({ item_id: itemId, quantity: 2, variation: size('Small') });
      const added = await cart.add({ item_id: itemId, quantity: 4, variation: size('Medium') });
      const medium = added.json<ServerCartRow[]>()[1];
      const switched = await cart.update({
        cart_id: medium?.id,
        quantity: 4,
        variation: size('Large'),
      });
      expect(switched.statusCode).toBe(200);
    });
  });
});

describe('given a customer holding some sizes of the capped item', () => {
  describe('when they sign in with a guest cart holding other sizes of it', () => {
    it('carries over no more than the cap leaves, across all sizes', async () => {
      const customer = await createCustomer(server.db);
      const mine = cartClient(server.app, { token: customer.token });
      await mine.add({ item_id: itemId, quantity: 4, variation: size('Small') });
      const guestId = await newGuest(server.app);
      const guest = cartClient(server.app, { guestId });
      await guest.add({ item_id: itemId, quantity: 3, variation: size('Medium') });
      await guest.add({ item_id: itemId, quantity: 2, variation: size('Large') });

      const login = await call(server.app, {
        method: 'POST',
        url: '/api/v1/auth/login',
        body: { email_or_phone: customer.phone, password: customer.password, guest_id: guestId },
      });
      expect(login.statusCode).toBe(200);
      const lines = (await mine.list()).json<ServerCartRow[]>();
      expect(lines.map((line) => [line.variation[0]?.type, line.quantity])).toEqual([
        ['Small', 4],
        ['Medium', 2],
      ]);
    });
  });
});
