import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SouqCore } from '../../src/core';
import type { CartLineSnapshot } from '../../src/core/events/souqEvents';
import { formatPrice } from '../../src/core/pricing';
import {
  createFakeShop,
  type FakeShop,
  type FakeShopOptions,
  fakeOrder,
  fakeShopConfig,
  fixtureItems,
} from '../../src/core/testing';
import {
  deliveredFakeOrder,
  orderCallsTo,
  placeFakeOrder,
} from '../../src/core/testing/fakeOrderShop';
import { IMAGE_MAX_BYTES } from '../../src/core/validation';
import { pngBytes } from '../../src/core/validation/imageBytes.fixtures';
import { renderOnShop, seriousViolations } from '../../src/ui/testing';
import { OrderDetails } from './OrderDetails';

// Sheets, dialogs and the page around them render slowly on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const cores: SouqCore[] = [];

afterEach(() => {
  cleanup();
  for (const core of cores.splice(0)) core.dispose();
});

const TRACK = '/api/v1/customer/order/track';

/** The page of order `orderId` held by `orders`, for the signed-in customer or a guest. */
async function renderOrder(
  orders: FakeShop,
  orderId: number,
  { signedIn = true, shop }: { signedIn?: boolean; shop?: FakeShopOptions } = {},
) {
  const rendered = await renderOnShop(<OrderDetails orderId={orderId} />, {
    wrap: orderCallsTo(orders),
    ...(shop ? { shop } : {}),
    ...(signedIn ? { token: 'customer-token' } : {}),
  });
  cores.push(rendered.core);
  await screen.findByRole('heading', { level: 2, name: 'Order progress' });
  return rendered;
}

/** A customer's pending order, placed through the fake and paid digitally. */
async function pendingOrder() {
  const orders = createFakeShop();
  const { orderId, total } = await placeFakeOrder(orders, {
    lines: [{ itemId: 1, quantity: 2 }],
    paymentMethod: 'digital_payment',
  });
  return { orders, orderId, total };
}

/** A customer's delivered order of two fixture items. */
function deliveredOrder(orders = createFakeShop()) {
  orders.orders.put(
    deliveredFakeOrder({
      id: 800,
      lines: [
        { kind: 'plain', quantity: 2 },
        { kind: 'decimalPrice', quantity: 1 },
      ],
    }),
  );
  return orders;
}

/** What the page says after a change: its own live region, not a form's or a report's. */
const pageNotice = () => screen.getAllByRole('status').find((status) => status.tagName === 'P');
const statusFact = () =>
  within(screen.getByRole('region', { name: 'Order details' })).getByText('Status', {
    selector: 'dt',
  }).nextElementSibling?.textContent;
const png = (name: string, bytes = pngBytes(8, 8)) =>
  new File([bytes], name, { type: 'image/png' });
const price = (amount: number) => formatPrice(amount, fakeShopConfig('en'), 'en');

describe('given a pending order', () => {
  it('is cancelled with a reason, after confirming, and then shows as cancelled', async () => {
    const { orders, orderId } = await pendingOrder();
    const { user } = await renderOrder(orders, orderId);
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const sheet = await screen.findByRole('dialog', { name: 'Cancel order' });
    const reasons = await within(sheet).findByRole('group', { name: /Why do you want to cancel/ });
    expect(within(reasons).getAllByRole('radio')).toHaveLength(4);
    await user.click(within(sheet).getByRole('button', { name: 'Continue' }));
    expect(await within(sheet).findByText('Reason is required')).toBeTruthy();
    await user.click(within(reasons).getByRole('radio', { name: 'I ordered by mistake' }));
    await user.click(within(sheet).getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to cancel this order?',
    });
    expect(within(confirm).getByText('Reason: I ordered by mistake')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(pageNotice()?.textContent).toBe('Order canceled successfully'));
    await waitFor(() => expect(statusFact()).toBe('Canceled'));
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(orders.orders.statusOf(orderId)).toBe('canceled');
    const sent = orders.calls.find((call) => call.path === '/api/v1/customer/order/cancel');
    expect(sent?.body).toMatchObject({ order_id: orderId, reason: 'I ordered by mistake' });
  });

  it('switches to cash on delivery after confirming what will be paid at the door', async () => {
    const { orders, orderId, total } = await pendingOrder();
    const { user } = await renderOrder(orders, orderId);
    await user.click(screen.getByRole('button', { name: 'Pay cash on delivery instead' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Pay this order in cash on delivery?',
    });
    expect(
      within(confirm).getByText(`You will pay ${price(total)} when the order arrives.`),
    ).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(pageNotice()?.textContent).toBe('Payment method switched to cash on delivery'),
    );
    const facts = within(screen.getByRole('region', { name: 'Order details' }));
    await waitFor(() =>
      expect(facts.getByText('Payment method', { selector: 'dt' }).nextSibling?.textContent).toBe(
        'Cash on delivery',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Pay cash on delivery instead' })).toBeNull();
  });

  it('says the shop’s refusal beside the button when the order is above the cash cap', async () => {
    const orders = createFakeShop();
    orders.orders.put(fakeOrder({ id: 61, paymentMethod: 'digital_payment', amount: 1500 }));
    const { user } = await renderOrder(orders, 61);
    await user.click(screen.getByRole('button', { name: 'Pay cash on delivery instead' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You can not Order more then 1000 on COD order',
    );
    expect(screen.getByRole('button', { name: 'Pay cash on delivery instead' })).toBeTruthy();
  });

  it('offers neither a refund nor reviews, and is read again when the shopper comes back', async () => {
    const { orders, orderId } = await pendingOrder();
    await renderOrder(orders, orderId);
    expect(screen.queryByRole('button', { name: 'Request a refund' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Write a review' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Track Order' }).getAttribute('href')).toBe(
      `/track-order?id=${orderId}`,
    );
    const reads = () => orders.calls.filter((call) => call.path === TRACK).length;
    expect(reads()).toBe(1);
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(reads()).toBe(2));
  });
});

describe('given a delivered order', () => {
  it('asks a refund with a reason, a note and photos checked before they are sent', async () => {
    const orders = deliveredOrder();
    const { user } = await renderOrder(orders, 800);
    const reads = orders.calls.filter((call) => call.path === TRACK).length;
    document.dispatchEvent(new Event('visibilitychange'));
    expect(orders.calls.filter((call) => call.path === TRACK)).toHaveLength(reads);

    await user.click(screen.getByRole('button', { name: 'Request a refund' }));
    const sheet = await screen.findByRole('dialog', { name: 'Request a refund' });
    const reason = await within(sheet).findByRole('combobox', { name: /Reason/ });
    await user.click(within(sheet).getByRole('button', { name: 'Send request' }));
    expect(await within(sheet).findByText('Reason is required')).toBeTruthy();

    const photos = within(sheet).getByLabelText('Add photos');
    await user.upload(photos, [png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
    expect(await within(sheet).findByText('Maximum 3 images can be send at a time.')).toBeTruthy();
    expect(within(sheet).getAllByRole('img', { name: /^Photo \d$/ })).toHaveLength(3);
    await user.click(within(sheet).getByRole('button', { name: 'Remove photo 3' }));
    await user.upload(photos, png('big.png', pngBytes(8, 8, IMAGE_MAX_BYTES + 1)));
    expect(await within(sheet).findByText('Image size must not exceed 2 MB')).toBeTruthy();
    await user.upload(photos, new File(['%PDF-1.4'], 'scan.png', { type: 'image/png' }));
    expect(await within(sheet).findByText('Only JPG, PNG and GIF images are allowed')).toBeTruthy();
    expect(within(sheet).getAllByRole('img', { name: /^Photo \d$/ })).toHaveLength(2);
    expect(orders.calls.some((call) => call.path.endsWith('refund-request'))).toBe(false);

    await user.selectOptions(reason, 'The item arrived damaged');
    await user.type(within(sheet).getByRole('textbox', { name: 'Note (optional)' }), 'Bruised');
    await user.click(within(sheet).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(pageNotice()?.textContent).toBe('Refund request sent'));
    await waitFor(() => expect(statusFact()).toBe('Refund requested'));
    expect(screen.queryByRole('button', { name: 'Request a refund' })).toBeNull();
    const sent = orders.calls.find((call) => call.path.endsWith('refund-request'));
    expect(sent?.body).toMatchObject({
      customer_reason: 'The item arrived damaged',
      customer_note: 'Bruised',
    });
    const fields = (sent?.body ?? {}) as Record<string, unknown>;
    expect(fields['image[]']).toHaveLength(2);
  });

  it('has no serious accessibility violations with the refund sheet open', async () => {
    const { user, baseElement } = await renderOrder(deliveredOrder(), 800);
    await user.click(screen.getByRole('button', { name: 'Request a refund' }));
    await within(await screen.findByRole('dialog')).findByRole('combobox');
    expect(await seriousViolations(baseElement)).toEqual([]);
  });

  it('reviews an item with stars and a comment, saying what is missing, then once only', async () => {
    const orders = deliveredOrder();
    const { user } = await renderOrder(orders, 800);
    const reviewButtons = screen.getAllByRole('button', { name: 'Write a review' });
    expect(reviewButtons).toHaveLength(2);
    expect(reviewButtons[0]?.getAttribute('aria-describedby')).toBe(
      screen.getByRole('link', { name: 'Red apples 1 kg' }).id,
    );
    await user.click(reviewButtons[0] as HTMLElement);
    const sheet = await screen.findByRole('dialog', { name: 'Review Red apples 1 kg' });
    await user.click(within(sheet).getByRole('button', { name: 'Send review' }));
    expect(await within(sheet).findByText('Rating is required')).toBeTruthy();
    expect(within(sheet).getByText('Comment is required')).toBeTruthy();
    const stars = within(sheet).getByRole('group', { name: /Rating/ });
    await user.click(within(stars).getByRole('radio', { name: '4 stars' }));
    expect(within(stars).getByRole('radio', { name: '4 stars' })).toHaveProperty('checked', true);
    await user.type(within(sheet).getByRole('textbox', { name: /Comment/ }), 'Crisp and fresh');
    await user.upload(within(sheet).getByLabelText('Add photos'), png('apples.png'));
    await within(sheet).findByRole('img', { name: 'Photo 1' });
    await user.click(within(sheet).getByRole('button', { name: 'Send review' }));
    await waitFor(() => expect(pageNotice()?.textContent).toBe('Review submitted successfully'));
    expect(screen.getByText('You reviewed this item')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Write a review' })).toHaveLength(1);
    const sent = orders.calls.find((call) => call.path === '/api/v1/items/reviews/submit');
    expect(sent?.body).toMatchObject({ item_id: '1', rating: '4', comment: 'Crisp and fresh' });
  });

  it('puts its items back in the cart, says what could not go back, and offers checkout', async () => {
    const orders = createFakeShop();
    orders.orders.put(
      deliveredFakeOrder({
        id: 810,
        lines: [
          { kind: 'plain', quantity: 2 },
          { kind: 'outOfStock', quantity: 1 },
          { kind: 'lowStock', quantity: 5 },
          { kind: 'percentOff', quantity: 1 },
        ],
      }),
    );
    // The shop no longer sells the bananas.
    const { user, core, shop } = await renderOrder(orders, 810, {
      shop: { items: (language) => fixtureItems(language).filter((item) => item.id !== 2) },
    });
    const added: CartLineSnapshot[] = [];
    const listen = (event: Event) => added.push((event as CustomEvent<CartLineSnapshot>).detail);
    document.addEventListener('souq:item-add', listen);
    await user.click(screen.getByRole('button', { name: 'Order again' }));
    const report = await screen.findByText('2 items added to your cart');
    const box = within(report.parentElement as HTMLElement);
    expect(box.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Saffron threads 1 g is sold out',
      'Only 2 of Sidr honey 250 g could be added',
      'Bananas 1 kg is no longer sold',
    ]);
    expect(box.getByRole('link', { name: 'Proceed to Checkout' }).getAttribute('href')).toBe(
      '/checkout?page=cart',
    );
    document.removeEventListener('souq:item-add', listen);
    expect(core.cart.lines.value.map((line) => [line.id, line.quantity])).toEqual([
      [1, 2],
      [7, 2],
    ]);
    expect(shop.cart.rows('en').map((row) => row.item_id)).toEqual([1, 7]);
    expect(added.map((line) => line.itemId)).toEqual([1, 7]);
  });
});

describe('given a guest’s order', () => {
  /** The guest's order once they named its phone. */
  async function showGuestOrder(orders: FakeShop, orderId: number) {
    const rendered = await renderOnShop(<OrderDetails orderId={orderId} />, {
      wrap: orderCallsTo(orders),
    });
    cores.push(rendered.core);
    const phone = await screen.findByRole('textbox', { name: /Phone number/ });
    await rendered.user.type(phone, '+201001234567');
    await rendered.user.click(screen.getByRole('button', { name: 'Show the order' }));
    await screen.findByRole('heading', { level: 2, name: 'Order progress' });
    return rendered;
  }

  it('may be cancelled while pending', async () => {
    const orders = createFakeShop();
    orders.orders.put(fakeOrder({ id: 70, byGuest: true }));
    await showGuestOrder(orders, 70);
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
  });

  it('offers no refund and no reviews once delivered, but may be ordered again', async () => {
    const orders = createFakeShop();
    orders.orders.put(fakeOrder({ id: 71, byGuest: true, status: 'delivered' }));
    await showGuestOrder(orders, 71);
    expect(screen.queryByRole('button', { name: 'Request a refund' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Write a review' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Order again' })).toBeTruthy();
  });
});
