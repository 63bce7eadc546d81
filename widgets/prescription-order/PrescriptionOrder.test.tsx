import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SouqCore } from '../../src/core';
import type { Locale } from '../../src/core/i18n';
import { createFakeShop, FAKE_PHARMACY_STORE_ID, type FakeShop } from '../../src/core/testing';
import { IMAGE_MAX_BYTES } from '../../src/core/validation';
import { pngBytes } from '../../src/core/validation/imageBytes.fixtures';
import { renderOnShop, seriousViolations } from '../../src/ui/testing';
import { PrescriptionOrder } from './PrescriptionOrder';
import { FAR_PHARMACY_ID, withPharmacies } from './testing/pharmacyShop';
import './define';

// The delivery step is tested in its own folder; here it delivers to the fake's zone centre.
vi.mock('../checkout/delivery', () => import('../checkout/testing/fakeDeliveryStep'));

const PLACE_PATH = '/api/v1/customer/order/prescription/place';

const cores: SouqCore[] = [];

afterEach(() => {
  cleanup();
  for (const core of cores.splice(0)) core.dispose();
});

interface Setup {
  language?: Locale;
  shop?: FakeShop;
  signedIn?: boolean;
  storeId?: number;
}

/** A fetch that notes the Idempotency-Key of each prescription order sent. */
const notingAttempts =
  (attempts: string[], next: typeof globalThis.fetch): typeof globalThis.fetch =>
  (input, init) => {
    if (String(input).includes(PLACE_PATH)) {
      attempts.push(new Headers(init?.headers).get('Idempotency-Key') ?? '');
    }
    return next(input, init);
  };

/** The page on the fake shop with its pharmacies, for the fake's customer unless told. */
async function renderPage({
  language = 'en',
  shop = createFakeShop(),
  signedIn = true,
  storeId,
}: Setup = {}) {
  const attempts: string[] = [];
  const rendered = await renderOnShop(<PrescriptionOrder storeId={storeId} />, {
    language,
    wrap: () => notingAttempts(attempts, withPharmacies(shop.fetch)),
    ...(signedIn ? { token: shop.token } : {}),
  });
  cores.push(rendered.core);
  const placements = () => shop.calls.filter((call) => call.path === PLACE_PATH);
  return { ...rendered, shop, placements, attempts };
}

const png = (name: string) => new File([pngBytes(4, 4)], name, { type: 'image/png' });
const thumbnails = () => screen.queryAllByRole('img', { name: /^Photo \d$/ });
const placeButton = () => screen.findByRole('button', { name: 'Place order' });
const pictureInput = () => screen.findByLabelText('Add photos');
const pharmacySection = () => screen.getByRole('region', { name: 'Pharmacy' });

/** Chooses a pharmacy of the list by its name. */
async function choose(user: Awaited<ReturnType<typeof renderPage>>['user'], name: string) {
  await user.click(await screen.findByRole('radio', { name: new RegExp(name) }));
}

describe('PrescriptionOrder', () => {
  describe('given a signed-in customer', () => {
    it('lists the shop’s pharmacies, one switched off and not to be chosen', async () => {
      await renderPage();
      expect(
        screen.getByRole('heading', { level: 1, name: 'Order with a prescription' }),
      ).toBeTruthy();
      const group = await screen.findByRole('group', {
        name: 'Choose the pharmacy to send your prescription to',
      });
      const radios = within(group).getAllByRole('radio');
      expect(radios).toHaveLength(4);
      expect(within(group).getByRole('radio', { name: /Nile Pharmacy/ })).toBeTruthy();
      expect(
        within(group)
          .getByRole('radio', { name: /Old Town Pharmacy/ })
          .hasAttribute('disabled'),
      ).toBe(true);
    });

    it('places the order with its pictures and note, and confirms it in place', async () => {
      const { user, placements } = await renderPage();
      await choose(user, 'Nile Pharmacy');
      await user.upload(await pictureInput(), [png('front.png'), png('back.png')]);
      await waitFor(() => expect(thumbnails()).toHaveLength(2));
      await user.type(
        screen.getByLabelText('Note for the pharmacy (optional)'),
        'Twice a day after meals',
      );
      expect(
        screen.getByText(/The pharmacy prices your medicines once it has read your prescription/),
      ).toBeTruthy();
      await user.click(await placeButton());
      expect(await screen.findByRole('heading', { level: 1, name: 'Order placed' })).toBeTruthy();
      expect(placements()).toHaveLength(1);
      const [sent] = placements();
      expect(sent?.body).toMatchObject({
        store_id: String(FAKE_PHARMACY_STORE_ID),
        payment_method: 'cash_on_delivery',
        order_note: 'Twice a day after meals',
      });
      const fields = (sent?.body ?? {}) as Record<string, unknown>;
      expect(fields['order_attachment[]']).toHaveLength(2);
    });

    it('shows the delivery fee of the address chosen, the order being paid in cash', async () => {
      await renderPage({ storeId: FAKE_PHARMACY_STORE_ID });
      expect(await screen.findByText('Nile Pharmacy')).toBeTruthy();
      const payment = screen.getByRole('region', { name: 'Payment method' });
      expect(within(payment).getByText('Cash on delivery')).toBeTruthy();
      await waitFor(() => expect(within(payment).getByText('Delivery fee')).toBeTruthy());
    });

    it('has no serious accessibility violations', async () => {
      const { container } = await renderPage();
      await screen.findByRole('radio', { name: /Nile Pharmacy/ });
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('when the customer places without a picture', () => {
    it('asks for the prescription beside the pictures, focused, and sends nothing', async () => {
      const { user, placements } = await renderPage({ storeId: FAKE_PHARMACY_STORE_ID });
      await user.click(await placeButton());
      expect(await screen.findByText('Please upload your prescription')).toBeTruthy();
      expect(document.activeElement).toBe(await pictureInput());
      expect(placements()).toHaveLength(0);
    });
  });

  describe('when the customer places without choosing a pharmacy', () => {
    it('asks for one in the pharmacy section and focuses the first', async () => {
      const { user, placements } = await renderPage();
      await user.upload(await pictureInput(), [png('rx.png')]);
      await user.click(await placeButton());
      expect(await within(pharmacySection()).findByText('Choose a pharmacy first.')).toBeTruthy();
      expect(document.activeElement).toBe(screen.getByRole('radio', { name: /Nile Pharmacy/ }));
      expect(placements()).toHaveLength(0);
    });
  });

  describe('when the customer chooses pictures the order cannot take', () => {
    it('refuses a fourth picture and keeps the three', async () => {
      const { user } = await renderPage({ storeId: FAKE_PHARMACY_STORE_ID });
      await user.upload(await pictureInput(), [png('1.png'), png('2.png'), png('3.png')]);
      await waitFor(() => expect(thumbnails()).toHaveLength(3));
      await user.upload(await pictureInput(), [png('4.png')]);
      expect(await screen.findByText('Maximum 3 images can be send at a time.')).toBeTruthy();
      expect(thumbnails()).toHaveLength(3);
    });

    it('refuses a file that is no picture, or one above 2 MB, before sending anything', async () => {
      const { user, placements } = await renderPage({ storeId: FAKE_PHARMACY_STORE_ID });
      await user.upload(await pictureInput(), [
        new File(['not a picture'], 'scan.png', { type: 'image/png' }),
        new File([pngBytes(4, 4, IMAGE_MAX_BYTES + 1)], 'huge.png', { type: 'image/png' }),
      ]);
      expect(await screen.findByText('Only JPG, PNG and GIF images are allowed')).toBeTruthy();
      expect(screen.getByText('Image size must not exceed 2 MB')).toBeTruthy();
      expect(thumbnails()).toHaveLength(0);
      expect(placements()).toHaveLength(0);
    });
  });

  describe('when the note is longer than the pharmacy takes', () => {
    it('says so under the note, focused, and keeps the pictures', async () => {
      const { user, placements } = await renderPage({ storeId: FAKE_PHARMACY_STORE_ID });
      await user.upload(await pictureInput(), [png('rx.png')]);
      const note = screen.getByLabelText('Note for the pharmacy (optional)');
      await user.click(note);
      await user.paste('x'.repeat(1001));
      await user.click(await placeButton());
      expect(await screen.findByText('The note must be at most 1000 characters')).toBeTruthy();
      expect(document.activeElement).toBe(note);
      expect(thumbnails()).toHaveLength(1);
      expect(placements()).toHaveLength(0);
    });
  });

  describe('when the pharmacy cannot take the order', () => {
    it('says a pharmacy closed now is closed, before sending', async () => {
      const { user, placements } = await renderPage();
      await choose(user, 'Garden City Pharmacy');
      expect(
        await screen.findByRole('radio', { name: /Garden City Pharmacy.*Closed now/ }),
      ).toBeTruthy();
      await user.upload(await pictureInput(), [png('rx.png')]);
      await user.click(await placeButton());
      expect(await within(pharmacySection()).findByText('Store/Restaurant is closed')).toBeTruthy();
      expect(placements()).toHaveLength(0);
    });

    it('says a pharmacy of another zone does not deliver to the address, and refuses it', async () => {
      const farAway =
        'This pharmacy does not deliver to your address. Choose another pharmacy or another address.';
      const { user, placements } = await renderPage({ storeId: FAR_PHARMACY_ID });
      await screen.findByText('Corniche Pharmacy');
      expect(await within(pharmacySection()).findByText(farAway)).toBeTruthy();
      await user.upload(await pictureInput(), [png('rx.png')]);
      await user.click(await placeButton());
      const alert = await within(pharmacySection()).findByRole('alert');
      expect(alert.textContent).toBe(farAway);
      expect(within(pharmacySection()).getAllByText(farAway)).toHaveLength(1);
      expect(placements()).toHaveLength(0);
    });

    it('keeps the server’s refusal in place, the pictures and note still there', async () => {
      // Store 1 is a grocery, open around the clock: the server takes prescriptions at pharmacies only.
      const { user, placements } = await renderPage({ storeId: 1 });
      await user.upload(await pictureInput(), [png('front.png'), png('back.png')]);
      await waitFor(() => expect(thumbnails()).toHaveLength(2));
      await user.type(screen.getByLabelText('Note for the pharmacy (optional)'), 'Urgent');
      await user.click(await placeButton());
      expect(
        await within(pharmacySection()).findByText(
          'Prescription orders are taken by pharmacies only',
        ),
      ).toBeTruthy();
      expect(placements()).toHaveLength(1);
      expect(thumbnails()).toHaveLength(2);
      expect(screen.getByLabelText('Note for the pharmacy (optional)')).toHaveProperty(
        'value',
        'Urgent',
      );
    });

    it('places again under the same attempt after the shop could not be reached', async () => {
      const shop = createFakeShop();
      const { user, attempts } = await renderPage({ shop, storeId: FAKE_PHARMACY_STORE_ID });
      await user.upload(await pictureInput(), [png('rx.png')]);
      shop.failNext(PLACE_PATH, 0, 'offline');
      await user.click(await placeButton());
      expect(
        await screen.findByText(
          'The shop could not be reached. Check your connection and try again.',
        ),
      ).toBeTruthy();
      await user.click(await placeButton());
      expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeTruthy();
      expect(attempts).toHaveLength(2);
      expect(attempts[0]).toBeTruthy();
      expect(attempts[1]).toBe(attempts[0]);
    });
  });

  describe('given a visitor and a shop that takes no guest orders', () => {
    it('asks them to sign in and come back to this page', async () => {
      const shop = createFakeShop({ config: { guest_checkout_status: 0 } });
      await renderPage({ shop, signedIn: false, storeId: FAKE_PHARMACY_STORE_ID });
      expect(await screen.findByText('You must be login to access this page')).toBeTruthy();
      const signIn = screen.getByRole('link', { name: 'Sign In' });
      expect(signIn.getAttribute('href')).toContain(
        encodeURIComponent(`/prescription?store=${FAKE_PHARMACY_STORE_ID}`),
      );
      expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
    });
  });

  describe('given a visitor and a shop that takes guest orders', () => {
    it('places the order as the guest', async () => {
      const { user, placements } = await renderPage({
        signedIn: false,
        storeId: FAKE_PHARMACY_STORE_ID,
      });
      await user.upload(await pictureInput(), [png('rx.png')]);
      await user.click(await placeButton());
      expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeTruthy();
      expect(placements()[0]?.query.guest_id).toBeTruthy();
    });
  });

  describe('in Arabic', () => {
    it('names the page, the pharmacies and the payment in Arabic', async () => {
      await renderPage({ language: 'ar' });
      expect(screen.getByRole('heading', { level: 1, name: 'اطلب بوصفة طبية' })).toBeTruthy();
      expect(await screen.findByRole('radio', { name: /صيدلية النيل/ })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'تأكيد الطلب' })).toBeTruthy();
      expect(screen.getByText('الدفع عند الاستلام')).toBeTruthy();
    });

    it('has no serious accessibility violations', async () => {
      const { container } = await renderPage({ language: 'ar' });
      await screen.findByRole('radio', { name: /صيدلية النيل/ });
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('as a custom element', () => {
    it('is registered as <souq-prescription-order>', () => {
      expect(document.createElement('souq-prescription-order')).toBeInstanceOf(
        customElements.get('souq-prescription-order'),
      );
    });
  });
});
