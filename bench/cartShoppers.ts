import type autocannon from 'autocannon';

/*
 * Shoppers filling carts as shoppers do: each connection is one shopper with a cart of their own
 * that holds a score of lines; each turn they add an item, look at the cart, raise the quantity
 * of what they just added, and take out the line they added longest ago, so the cart keeps its
 * size however long the load runs.
 */

/** Lines in each shopper's cart while they shop. */
export const CART_LINES = 20;

/** One shopper: their guest id, the items they add in turn, and their cart's lines, oldest first. */
interface Shopper {
  guestId: string;
  /** Where the shopper is in the list of items they add in turn. */
  next: number;
  /** The item the shopper last asked to add. */
  adding: number;
  lineIds: number[];
}

/** A cart row of the API's reply, as far as the shoppers read it. */
interface CartRow {
  id: number;
  item_id: number;
}

type Ask = <T>(path: string, init?: RequestInit) => Promise<T>;

const addBody = (guestId: string, itemId: number) =>
  JSON.stringify({ guest_id: guestId, item_id: itemId, quantity: 1, model: 'Item', variation: [] });

/** The id of the line of `itemId` in a cart reply. */
function lineOf(rows: readonly CartRow[], itemId: number): number | undefined {
  return rows.find((row) => row.item_id === itemId)?.id;
}

/**
 * `count` shoppers, each with a guest id of their own and a cart already holding `CART_LINES`
 * lines, and the requests of their turns: add, list, change the newest line, remove the oldest. Items are spread so
 * that no shopper adds an item their cart still holds.
 */
export async function cartShoppers(
  ask: Ask,
  itemIds: readonly number[],
  count: number,
): Promise<autocannon.Request[]> {
  if (itemIds.length <= CART_LINES) throw new Error('too few addable items for the shoppers');
  const itemAt = (shopper: Shopper) => itemIds[shopper.next % itemIds.length] ?? 0;
  const shoppers: Shopper[] = [];
  for (let index = 0; index < count; index += 1) {
    const { guest_id: guestId } = await ask<{ guest_id: string }>('/api/v1/auth/guest/request', {
      method: 'POST',
    });
    const shopper: Shopper = { guestId, next: index * 97, adding: 0, lineIds: [] };
    for (let line = 0; line < CART_LINES; line += 1) {
      const itemId = itemAt(shopper);
      shopper.next += 1;
      const rows = await ask<CartRow[]>('/api/v1/customer/cart/add', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: addBody(guestId, itemId),
      });
      const id = lineOf(rows, itemId);
      if (id === undefined) throw new Error(`the cart of ${guestId} did not take item ${itemId}`);
      shopper.lineIds.push(id);
    }
    shoppers.push(shopper);
  }

  // autocannon gives each pass through the requests a context of its own: a turn takes a
  // shopper nobody else is serving and hands them back when it ends, so no two connections ever
  // change one cart at once.
  const idle = [...shoppers];
  const shopperOf = (context: object): Shopper => {
    const turn = context as { shopper?: Shopper | undefined };
    turn.shopper ??= idle.shift();
    if (!turn.shopper) throw new Error('more connections than shoppers');
    return turn.shopper;
  };
  const endTurn = (context: object) => {
    const turn = context as { shopper?: Shopper | undefined };
    if (turn.shopper) idle.push(turn.shopper);
    turn.shopper = undefined;
  };
  return [
    {
      method: 'POST',
      setupRequest: (request, context) => {
        const shopper = shopperOf(context);
        shopper.adding = itemAt(shopper);
        shopper.next += 1;
        return {
          ...request,
          path: '/api/v1/customer/cart/add',
          headers: { ...request.headers, 'content-type': 'application/json' },
          body: addBody(shopper.guestId, shopper.adding),
        };
      },
      onResponse: (status, body, context) => {
        if (status !== 200) return;
        const shopper = shopperOf(context);
        const id = lineOf(JSON.parse(body) as CartRow[], shopper.adding);
        if (id !== undefined) shopper.lineIds.push(id);
      },
    },
    {
      method: 'GET',
      setupRequest: (request, context) => ({
        ...request,
        path: `/api/v1/customer/cart/list?guest_id=${shopperOf(context).guestId}`,
      }),
    },
    {
      method: 'POST',
      setupRequest: (request, context) => {
        const shopper = shopperOf(context);
        return {
          ...request,
          path: '/api/v1/customer/cart/update',
          headers: { ...request.headers, 'content-type': 'application/json' },
          body: JSON.stringify({
            guest_id: shopper.guestId,
            cart_id: shopper.lineIds.at(-1) ?? 0,
            quantity: 2,
          }),
        };
      },
    },
    {
      method: 'DELETE',
      setupRequest: (request, context) => {
        const shopper = shopperOf(context);
        const oldest = shopper.lineIds.shift() ?? 0;
        return {
          ...request,
          path: `/api/v1/customer/cart/remove-item?cart_id=${oldest}&guest_id=${shopper.guestId}`,
        };
      },
      onResponse: (_status, _body, context) => endTurn(context),
    },
  ];
}
