import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  disposeCheckoutCores,
  placeOrderButton,
  price,
  renderCheckout,
  summaryValue,
} from './testing/checkoutHarness';

afterEach(() => {
  cleanup();
  disposeCheckoutCores();
});

/** A labelled text field of the delivery step. */
const field = (name: string | RegExp) => screen.getByRole('textbox', { name });

describe('a guest’s checkout through the real delivery step', { timeout: 30_000 }, () => {
  it('takes the address, prices its delivery and places the order paid on delivery', async () => {
    const { user, placements, shop } = await renderCheckout({
      shop: { cart: [{ itemId: 1, quantity: 2 }] },
    });
    await placeOrderButton();
    await user.type(field(/Contact person name/), 'Mona Adel');
    await user.type(field(/Contact person number/), '+201012345678');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Zone' }), 'Cairo');
    await waitFor(() => expect(screen.getByText('We deliver to Cairo')).toBeTruthy());
    await user.type(field(/^Address\*?$/), '12 Nile Street');
    await waitFor(() => expect(summaryValue('Delivery fee')).toBe(price(20)));
    expect(summaryValue('Total')).toBe(price(110));
    await user.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByRole('heading', { level: 1, name: 'Order placed' });
    expect(placements()[0]?.body).toMatchObject({
      order_amount: 110,
      contact_person_name: 'Mona Adel',
      contact_person_number: '+201012345678',
      address: '12 Nile Street',
      latitude: '30.0444',
      longitude: '31.2357',
      payment_method: 'cash_on_delivery',
    });
    expect(shop.orders.statusOf(100001)).toBe('pending');
  });
});
