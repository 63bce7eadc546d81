import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SouqCore } from '../../src/core';
import type { ParcelOrderBody } from '../../src/core/api/parcelEndpoints';
import type { Locale } from '../../src/core/i18n';
import { formatPrice, greatCircleKm, parcelCharge } from '../../src/core/pricing';
import { createFakeShop, type FakeShopOptions, fakeShopConfig } from '../../src/core/testing';
import { configureSouq, souqRuntime } from '../../src/elements/host/runtime';
import { withSavedAddresses } from '../../src/ui/address/savedAddresses.fixtures';
import { leavePage } from '../../src/ui/leavePage';
import { renderOnShop, seriousViolations } from '../../src/ui/testing';
import { Parcel } from './Parcel';
import './define';

vi.mock('../../src/ui/leavePage', () => ({ leavePage: vi.fn() }));

const cores: SouqCore[] = [];

afterEach(() => {
  cleanup();
  for (const core of cores.splice(0)) core.dispose();
  vi.restoreAllMocks();
});

type Fetch = typeof globalThis.fetch;

/** A point in the fake shop's Cairo zone, north of the saved addresses. */
const HELIOPOLIS = { latitude: 30.1, longitude: 31.3 };
/** Riyadh: outside the fake shop's every zone. */
const RIYADH = { latitude: 24.7136, longitude: 46.6753 };

/** What the page sent to place its parcels. */
interface Sent {
  bodies: ParcelOrderBody[];
}

/** A fetch in front of the shop's that keeps every parcel placement's body. */
const recording =
  (sent: Sent, then: (shopFetch: Fetch) => Fetch = (shopFetch) => shopFetch) =>
  (shopFetch: Fetch): Fetch => {
    const next = then(shopFetch);
    return async (input, init) => {
      if (String(input).includes('/customer/order/place') && typeof init?.body === 'string') {
        sent.bodies.push(JSON.parse(init.body) as ParcelOrderBody);
      }
      return next(input, init);
    };
  };

/** A shop that refuses every parcel with this error. */
const refusing =
  (status: number, code: string, message: string) =>
  (shopFetch: Fetch): Fetch =>
  async (input, init) =>
    String(input).includes('/customer/order/place')
      ? Response.json({ errors: [{ code, message }] }, { status })
      : shopFetch(input, init);

async function renderParcel(
  options: {
    signedIn?: boolean;
    language?: Locale;
    shop?: FakeShopOptions;
    wrap?: (shopFetch: Fetch) => Fetch;
  } = {},
) {
  const sent: Sent = { bodies: [] };
  stubGeolocation();
  const signedIn = options.signedIn ?? true;
  const rendered = await renderOnShop(<Parcel />, {
    language: options.language ?? 'en',
    ...(options.shop ? { shop: options.shop } : {}),
    wrap: recording(sent, (shopFetch) => {
      const saved = signedIn ? withSavedAddresses(shopFetch) : shopFetch;
      return options.wrap ? options.wrap(saved) : saved;
    }),
    ...(signedIn ? { token: 'customer' } : {}),
  });
  cores.push(rendered.core);
  return { ...rendered, sent };
}

type User = Awaited<ReturnType<typeof renderParcel>>['user'];

/** Where the browser says the shopper is, the next time the page asks. */
let position = HELIOPOLIS;

/** Gives the page a browser that knows its position (before the page asks whether it can). */
function stubGeolocation() {
  vi.spyOn(navigator, 'geolocation', 'get').mockReturnValue({
    getCurrentPosition: (found: PositionCallback) =>
      found({ coords: position, timestamp: Date.now() } as GeolocationPosition),
  } as unknown as Geolocation);
}

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });
const heading = (name: string) => screen.getByRole('heading', { level: 2, name });
const press = (user: User, name: string) => user.click(screen.getByRole('button', { name }));

/** The text of the error a field points at. */
const errorOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

/** Chooses a category and goes on to the sender. */
async function chooseCategory(user: User, name: RegExp) {
  await user.click(await screen.findByRole('radio', { name }));
  await press(user, 'Continue');
  await waitFor(() => expect(document.activeElement).toBe(heading('Pick up from')));
}

/** Chooses a saved address by its line, once the list shows. */
async function chooseSaved(user: User, address: RegExp) {
  await user.click(await screen.findByRole('radio', { name: address }));
}

/** Fills a new address: contact, the browser's position, and its zone confirmed. */
async function fillNewAddress(
  user: User,
  { name, phone, at }: { name: string; phone: string; at: typeof HELIOPOLIS },
) {
  await user.clear(field(/^(Sender|Receiver) name/));
  await user.type(field(/^(Sender|Receiver) name/), name);
  await user.clear(field(/^(Sender|Receiver) phone/));
  await user.type(field(/^(Sender|Receiver) phone/), phone);
  position = at;
  await press(user, 'Use my current location');
}

describe('Parcel', () => {
  describe('given a customer choosing what to send', () => {
    it('offers each category as a radio card with its description and its price per km', async () => {
      await renderParcel();
      expect(screen.getByRole('heading', { level: 1, name: 'Send a parcel' })).toBeTruthy();
      const group = await screen.findByRole('radiogroup', { name: 'What are you sending?' });
      const documents = within(group).getByRole('radio', { name: /Documents/ });
      const card = documents.closest('label');
      expect(card?.textContent).toContain('Papers up to 1 kg.');
      const price = (amount: number) => formatPrice(amount, fakeShopConfig('en'), 'en');
      expect(card?.textContent).toContain(`${price(4)} per km`);
      expect(card?.textContent).toContain(`At least ${price(20)}`);
      const gifts = within(group).getByRole('radio', { name: /Clothes and gifts/ });
      expect(gifts.closest('label')?.textContent).toContain("At the zone's rate per km");
    });

    it('keeps the shopper on the step until a category is chosen', async () => {
      const { user } = await renderParcel();
      await screen.findByRole('radio', { name: /Documents/ });
      await press(user, 'Continue');
      expect(screen.getByText('Choose what you are sending')).toBeTruthy();
      expect(document.activeElement).toBe(screen.getByRole('radio', { name: /Documents/ }));
      expect(screen.queryByRole('heading', { name: 'Pick up from' })).toBeNull();
      await chooseCategory(user, /Fragile/);
      expect(screen.getByRole('button', { name: 'From' }).getAttribute('aria-current')).toBe(
        'step',
      );
    });

    it('says when the shop has no category to send', async () => {
      await renderParcel({
        wrap: (shopFetch) => async (input, init) =>
          String(input).includes('/parcel-category') ? Response.json([]) : shopFetch(input, init),
      });
      expect(await screen.findByText('Parcel delivery is not available here')).toBeTruthy();
    });
  });

  describe('given the sender and the receiver', () => {
    it("asks a guest for every missing part of the sender, the location in the server's words", async () => {
      const { user } = await renderParcel({ signedIn: false });
      await chooseCategory(user, /Documents/);
      await press(user, 'Continue');
      const name = field(/^Sender name/);
      await waitFor(() => expect(document.activeElement).toBe(name));
      expect(errorOf(name)).toContain('Contact person name is required');
      expect(errorOf(field(/^Address\*?$/))).toContain('Delivery address is required');
      expect(screen.getByRole('alert').textContent).toBe('Sender or Receiver location is missing');
      expect(heading('Pick up from')).toBeTruthy();
      // Corrected as the shopper types, before they leave the field.
      await user.type(field(/^Address\*?$/), '21 Kasr El Nil Street');
      await waitFor(() => expect(errorOf(field(/^Address\*?$/))).toBe(''));
      expect(document.activeElement).toBe(field(/^Address\*?$/));
    });

    it('refuses a point outside the zones the shop serves', async () => {
      const { user } = await renderParcel({ signedIn: false });
      await chooseCategory(user, /Documents/);
      await fillNewAddress(user, { name: 'Mona Adel', phone: '+201012345678', at: RIYADH });
      await waitFor(() =>
        expect(screen.getByRole('alert').textContent).toBe("You can't add address in this country"),
      );
      await user.type(field(/^Address\*?$/), 'King Fahd Road');
      await press(user, 'Continue');
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Zone' })),
      );
      expect(heading('Pick up from')).toBeTruthy();
    });

    it("starts the sender with the customer's name and phone", async () => {
      const { user } = await renderParcel();
      await chooseCategory(user, /Documents/);
      await waitFor(() => expect(field(/^Sender name/)).toHaveProperty('value', 'Sara Adel'));
      expect(field(/^Sender phone/)).toHaveProperty('value', '+201001234567');
    });
  });

  describe('given both ends and a category', () => {
    it('shows the charge the core prices for the two points, and sends that total', async () => {
      const config = { tax: 14, tax_included: 0 as const };
      const { user, sent } = await renderParcel({ shop: { config } });
      await chooseCategory(user, /Documents/);
      await chooseSaved(user, /12 Nile Street/);
      await press(user, 'Continue');
      await waitFor(() => expect(heading('Deliver to')).toBeTruthy());
      await user.click(screen.getByRole('button', { name: 'Add a new address' }));
      await fillNewAddress(user, { name: 'Omar Nabil', phone: '+201112223334', at: HELIOPOLIS });
      await waitFor(() => expect(screen.getByText('We deliver to Cairo')).toBeTruthy());
      await press(user, 'Continue');
      await waitFor(() => expect(heading('Payment')).toBeTruthy());

      const expected = parcelCharge({
        distanceKm: greatCircleKm({ lat: 30.04, lng: 31.23 }, { lat: 30.1, lng: 31.3 }),
        category: { parcel_per_km_shipping_charge: 4, parcel_minimum_shipping_charge: 20 },
        zone: {
          per_km_shipping_charge: 5,
          minimum_shipping_charge: 20,
          maximum_shipping_charge: 60,
        },
        taxPercent: 14,
        taxIncluded: 0,
        dmTips: 0,
      });
      const price = (amount: number) => formatPrice(amount, fakeShopConfig('en', config), 'en');
      const summary = screen.getByRole('complementary', { name: 'Order summary' });
      expect(expected.deliveryCharge).toBeGreaterThan(20);
      expect(within(summary).getByText(price(expected.deliveryCharge))).toBeTruthy();
      expect(within(summary).getByText(price(expected.tax))).toBeTruthy();
      expect(within(summary).getByText(price(expected.total))).toBeTruthy();
      expect(within(summary).getByText('Documents')).toBeTruthy();

      const events: unknown[] = [];
      const heard = (event: Event) => events.push((event as CustomEvent).detail);
      document.addEventListener('souq:order-place', heard);
      await press(user, 'Send parcel');
      expect(await screen.findByRole('heading', { level: 1, name: 'Order placed' })).toBeTruthy();
      document.removeEventListener('souq:order-place', heard);
      // What follows is a parcel's: collected from the sender.
      expect(screen.getByText('A delivery man collects the parcel from the sender.')).toBeTruthy();
      expect(events).toEqual([{ orderId: expect.any(Number), total: expected.total }]);
      expect(sent.bodies).toHaveLength(1);
      expect(sent.bodies[0]).toMatchObject({
        order_type: 'parcel',
        parcel_category_id: 1,
        charge_payer: 'sender',
        payment_method: 'cash_on_delivery',
        order_amount: expected.total,
        contact_person_name: 'Sara Adel',
        address: '12 Nile Street, Garden City',
        latitude: '30.04',
        receiver_details: {
          contact_person_name: 'Omar Nabil',
          contact_person_number: '+201112223334',
          latitude: '30.1',
          longitude: '31.3',
        },
      });
    });

    it('lets the receiver pay, in cash only', async () => {
      const { user, sent } = await renderParcel();
      await chooseCategory(user, /Documents/);
      await chooseSaved(user, /12 Nile Street/);
      await press(user, 'Continue');
      await waitFor(() => expect(heading('Deliver to')).toBeTruthy());
      await chooseSaved(user, /5 Tahrir Square/);
      // The saved address's contact fills the receiver's empty fields.
      await waitFor(() => expect(field(/^Receiver name/)).toHaveProperty('value', 'Omar Said'));
      await press(user, 'Continue');
      await waitFor(() => expect(heading('Payment')).toBeTruthy());
      await user.click(screen.getByRole('radio', { name: /Digital payment/ }));
      await user.click(screen.getByRole('radio', { name: /^Receiver/ }));
      const digital = screen.getByRole('radio', { name: /Digital payment/ });
      expect(digital).toHaveProperty('disabled', true);
      expect(errorOf(digital)).toContain('When the receiver pays, the parcel is paid in cash');
      expect(screen.getByRole('radio', { name: /Cash on delivery/ })).toHaveProperty(
        'checked',
        true,
      );
      await press(user, 'Send parcel');
      await screen.findByRole('heading', { level: 1, name: 'Order placed' });
      expect(sent.bodies[0]).toMatchObject({
        charge_payer: 'receiver',
        payment_method: 'cash_on_delivery',
        receiver_details: { contact_person_name: 'Omar Said', address: '5 Tahrir Square' },
      });
    });

    it("leaves for the shop's payment page when the sender pays digitally", async () => {
      const { user, sent } = await renderParcel();
      await chooseCategory(user, /Documents/);
      await chooseSaved(user, /12 Nile Street/);
      await press(user, 'Continue');
      await waitFor(() => expect(heading('Deliver to')).toBeTruthy());
      await chooseSaved(user, /5 Tahrir Square/);
      await press(user, 'Continue');
      await waitFor(() => expect(heading('Payment')).toBeTruthy());
      await user.click(screen.getByRole('radio', { name: /Digital payment/ }));
      await press(user, 'Send parcel');
      await waitFor(() => expect(leavePage).toHaveBeenCalledTimes(1));
      expect(vi.mocked(leavePage).mock.calls[0]?.[0]).toMatch(/^\/payment\/fake-\d+\?lang=en$/);
      expect(sent.bodies[0]).toMatchObject({
        payment_method: 'digital_payment',
        callback: expect.stringMatching(/\/order-placed\?kind=parcel$/),
      });
    });

    it('asks for the first step not done when Send parcel is pressed early', async () => {
      const { user, sent } = await renderParcel();
      await chooseCategory(user, /Documents/);
      await chooseSaved(user, /12 Nile Street/);
      await press(user, 'Send parcel');
      await waitFor(() => expect(heading('Deliver to')).toBeTruthy());
      expect(screen.getByText('Choose an address')).toBeTruthy();
      const toStep = screen.getByRole('button', { name: 'To' });
      expect(toStep.getAttribute('aria-current')).toBe('step');
      expect(toStep).toHaveProperty('disabled', false);
      expect(sent.bodies).toHaveLength(0);
    });
  });

  describe('when the server refuses the parcel', () => {
    async function sendRefused(wrap: (shopFetch: Fetch) => Fetch) {
      const rendered = await renderParcel({ wrap });
      const { user } = rendered;
      await chooseCategory(user, /Documents/);
      await chooseSaved(user, /12 Nile Street/);
      await press(user, 'Continue');
      await waitFor(() => expect(heading('Deliver to')).toBeTruthy());
      await chooseSaved(user, /5 Tahrir Square/);
      await press(user, 'Continue');
      await waitFor(() => expect(heading('Payment')).toBeTruthy());
      await user.type(field('Delivery instructions'), 'Ring twice');
      await press(user, 'Send parcel');
      return rendered;
    }

    it('says its words by Send parcel and keeps everything the shopper chose', async () => {
      const { user } = await sendRefused(
        refusing(403, 'parcel', 'Parcel delivery is not available here'),
      );
      await waitFor(() =>
        expect(screen.getByRole('alert').textContent).toBe('Parcel delivery is not available here'),
      );
      expect(field('Delivery instructions')).toHaveProperty('value', 'Ring twice');
      await user.click(screen.getByRole('button', { name: 'To' }));
      expect(screen.getByRole('radio', { name: /5 Tahrir Square/ })).toHaveProperty(
        'checked',
        true,
      );
    });

    it('sends again under the same attempt key after a reply that was lost', async () => {
      const keys: (string | null)[] = [];
      const losingFirst =
        (shopFetch: Fetch): Fetch =>
        async (input, init) => {
          if (!String(input).includes('/customer/order/place')) return shopFetch(input, init);
          keys.push(new Headers(init?.headers).get('Idempotency-Key'));
          return keys.length === 1
            ? Response.json(
                { errors: [{ code: 'x', message: 'Internal server error' }] },
                { status: 500 },
              )
            : shopFetch(input, init);
        };
      const { user } = await sendRefused(losingFirst);
      await waitFor(() =>
        expect(screen.getByRole('alert').textContent).toBe('Internal server error'),
      );
      await press(user, 'Send parcel');
      await screen.findByRole('heading', { level: 1, name: 'Order placed' });
      expect(keys).toHaveLength(2);
      expect(keys[0]).toBeTruthy();
      expect(keys[1]).toBe(keys[0]);
    });

    it("puts a refusal of the receiver's phone on that field", async () => {
      await sendRefused(
        refusing(422, 'receiver_details.contact_person_number', 'Invalid phone number'),
      );
      await waitFor(() => expect(heading('Deliver to')).toBeTruthy());
      const phone = field(/^Receiver phone/);
      await waitFor(() => expect(errorOf(phone)).toContain('Invalid phone number'));
      expect(phone).toHaveProperty('value', '+201098765432');
    });
  });

  describe('given a visitor', () => {
    it('asks them to sign in when the shop takes no guest orders', async () => {
      await renderParcel({ signedIn: false, shop: { config: { guest_checkout_status: 0 } } });
      expect(await screen.findByText('You must be login to access this page')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Sign In' })).toBeTruthy();
    });
  });

  describe('in Arabic', () => {
    it('reads right to left with its steps in Arabic, and has no serious violations', async () => {
      const { container } = await renderParcel({ language: 'ar' });
      expect(screen.getByRole('heading', { level: 1, name: 'إرسال طرد' })).toBeTruthy();
      await screen.findByRole('radio', { name: /مستندات/ });
      expect(screen.getByRole('navigation', { name: 'خطوات إرسال الطرد' })).toBeTruthy();
      expect(container.querySelector('[dir]')?.getAttribute('dir')).toBe('rtl');
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  it('has no serious violations at the sender step in English', async () => {
    const { user, container } = await renderParcel();
    await chooseCategory(user, /Documents/);
    await screen.findByRole('radio', { name: /12 Nile Street/ });
    expect(await seriousViolations(container)).toEqual([]);
  });
});

describe('<souq-parcel>', () => {
  const shop = createFakeShop();

  beforeAll(() => {
    configureSouq({ apiBaseUrl: 'http://shop.test', fetch: shop.fetch });
  });

  it("offers the shop's categories inside its shadow root, in Arabic by default", async () => {
    const holder = document.createElement('div');
    holder.innerHTML = '<souq-parcel></souq-parcel>';
    document.body.append(holder);
    const element = holder.querySelector('souq-parcel');
    await souqRuntime().ready;
    await waitFor(() => {
      expect(element?.shadowRoot?.querySelector('h1')?.textContent).toBe('إرسال طرد');
      expect(element?.shadowRoot?.textContent).toContain('مستندات');
    });
    holder.remove();
  });
});
