/*
 * What the checkout journeys arrange on the running server through its API and its end-to-end
 * controls (demo-site/server/testing/e2eControls.ts, on with SOUQ_E2E_CONTROLS=1): the shop's
 * configuration, an item's stock, a store's opening, a new customer with money in the wallet,
 * and the order as the API holds it, to compare with what the pages showed.
 */
import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import type { Order } from '../../src/core/api/wire';

/** Changes keys of the shop's configuration on the server (tax, free delivery, guest checkout …). */
export async function changeShopConfig(
  request: APIRequestContext,
  change: Record<string, number | string | boolean | null>,
): Promise<void> {
  const reply = await request.patch('/__e2e/config', { data: change });
  expect(reply.ok(), await reply.text()).toBe(true);
}

/** Sets an item's stock on the server, as if it sold out or came back. */
export async function setItemStock(
  request: APIRequestContext,
  itemId: number,
  stock: number,
): Promise<void> {
  const reply = await request.patch(`/__e2e/items/${itemId}`, { data: { stock } });
  expect(reply.ok(), await reply.text()).toBe(true);
}

/** Opens or closes a store for orders. */
export async function setStoreOpen(
  request: APIRequestContext,
  storeId: number,
  open: boolean,
): Promise<void> {
  const reply = await request.patch(`/__e2e/stores/${storeId}`, { data: { active: open } });
  expect(reply.ok(), await reply.text()).toBe(true);
}

/** A customer the journey signed up. */
export interface Customer {
  token: string;
  phone: string;
}

/** The password of every customer `signUpCustomer` makes. */
export const CUSTOMER_PASSWORD = 'secret-pass-1';

/** The code last sent to `phone` for `purpose`, as its SMS says it. */
export async function codeSentTo(
  request: APIRequestContext,
  phone: string,
  purpose: 'verify_phone' | 'reset_password',
): Promise<string> {
  const reply = await request.get('/__e2e/codes', { params: { phone, purpose } });
  expect(reply.ok(), await reply.text()).toBe(true);
  return ((await reply.json()) as { code: string }).code;
}

/**
 * Signs a new customer up; answers their token and phone. The phone is verified with its code
 * when the shop asks for it at that moment (a sign-up journey turns that on for a while), so the
 * token opens everything whatever another test is doing.
 */
export async function signUpCustomer(request: APIRequestContext): Promise<Customer> {
  const phone = `+2010${randomInt(10_000_000, 99_999_999)}`;
  const reply = await request.post('/api/v1/auth/sign-up', {
    data: { f_name: 'Mona', l_name: 'Adel', phone, password: CUSTOMER_PASSWORD },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  const { token, is_phone_verified } = (await reply.json()) as {
    token: string;
    is_phone_verified: number;
  };
  if (is_phone_verified === 0) {
    const otp = await codeSentTo(request, phone, 'verify_phone');
    const verified = await request.post('/api/v1/auth/verify-phone', { data: { phone, otp } });
    expect(verified.ok(), await verified.text()).toBe(true);
  }
  return { token, phone };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Puts `amount` in the customer's wallet through the demo payment page, as a top-up does. */
export async function topUpWallet(
  request: APIRequestContext,
  token: string,
  amount: number,
): Promise<void> {
  const asked = await request.post('/api/v1/customer/wallet/add-fund', {
    headers: bearer(token),
    data: { amount },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  const { redirect_link } = (await asked.json()) as { redirect_link: string };
  const approved = await request.post(`${new URL(redirect_link).pathname}/approve`, {
    maxRedirects: 0,
  });
  expect(approved.status()).toBe(303);
}

/** The order as the API tracks it, for the customer (token) or the guest (guest id and phone). */
export async function orderOnServer(
  request: APIRequestContext,
  orderId: number,
  who: { token: string } | { guestId: string; phone: string },
): Promise<Order> {
  const reply =
    'token' in who
      ? await request.get('/api/v1/customer/order/track', {
          headers: bearer(who.token),
          params: { order_id: orderId },
        })
      : await request.get('/api/v1/customer/order/track', {
          params: { order_id: orderId, guest_id: who.guestId, contact_number: who.phone },
        });
  expect(reply.ok(), await reply.text()).toBe(true);
  return (await reply.json()) as Order;
}

/**
 * Opens stores for orders round the clock (and active): the seeded hours close them at night,
 * and the suite must not depend on the hour it runs at.
 */
export async function openStoresAllDay(
  request: APIRequestContext,
  storeIds: readonly number[],
): Promise<void> {
  for (const storeId of storeIds) {
    const reply = await request.patch(`/__e2e/stores/${storeId}`, {
      data: { active: true, allDay: true },
    });
    expect(reply.ok(), await reply.text()).toBe(true);
  }
}

/** The keys of the shop's configuration as the API answers them now. */
export async function readShopConfig(
  request: APIRequestContext,
  keys: readonly string[],
): Promise<Record<string, number | string | boolean | null>> {
  const reply = await request.get('/api/v1/config');
  expect(reply.ok(), await reply.text()).toBe(true);
  const config = (await reply.json()) as Record<string, number | string | boolean | null>;
  return Object.fromEntries(keys.map((key) => [key, config[key] ?? null]));
}

/** An address a customer keeps, as customer/address/add takes it. */
export interface AddressToSave {
  contactName: string;
  phone: string;
  address: string;
  point: { lat: number; lng: number };
}

/** Saves an address in the customer's address book. */
export async function saveAddress(
  request: APIRequestContext,
  token: string,
  address: AddressToSave,
): Promise<void> {
  const reply = await request.post('/api/v1/customer/address/add', {
    headers: bearer(token),
    data: {
      address_type: 'home',
      contact_person_name: address.contactName,
      contact_person_number: address.phone,
      address: address.address,
      latitude: String(address.point.lat),
      longitude: String(address.point.lng),
    },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
}

/** Every order of the customer as the API lists them: those under way, then the previous ones. */
export async function customerOrders(request: APIRequestContext, token: string): Promise<Order[]> {
  const found: Order[] = [];
  for (const path of ['running-orders', 'list']) {
    const reply = await request.get(`/api/v1/customer/order/${path}`, {
      headers: bearer(token),
      params: { limit: 50, offset: 1 },
    });
    expect(reply.ok(), await reply.text()).toBe(true);
    found.push(...((await reply.json()) as { orders: Order[] }).orders);
  }
  return found;
}

/** Gives the customer of `phone` loyalty points, as delivered orders would have earned them. */
export async function givePoints(
  request: APIRequestContext,
  phone: string,
  points: number,
): Promise<void> {
  const reply = await request.post('/__e2e/customers/points', { data: { phone, points } });
  expect(reply.ok(), await reply.text()).toBe(true);
}

/** The customer's wallet balance and loyalty points as the API holds them. */
export async function customerBalances(
  request: APIRequestContext,
  token: string,
): Promise<{ wallet: number; points: number }> {
  const reply = await request.get('/api/v1/customer/info', { headers: bearer(token) });
  expect(reply.ok(), await reply.text()).toBe(true);
  const info = (await reply.json()) as { wallet_balance: number; loyalty_point: number };
  return { wallet: Number(info.wallet_balance), points: info.loyalty_point };
}
