import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SouqCore } from '../../src/core';
import type { Locale } from '../../src/core/i18n';
import type { FakeCall } from '../../src/core/testing';
import { withSavedAddresses } from '../../src/ui/address/savedAddresses.fixtures';
import { renderOnShop, seriousViolations } from '../../src/ui/testing';
import { Addresses } from './Addresses';
import './define';

// The form and axe over it take seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const cores: SouqCore[] = [];

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  for (const core of cores.splice(0)) core.dispose();
});

type Fetch = typeof globalThis.fetch;

const LIST = '/api/v1/customer/address/list';

/** A point in the fake shop's Cairo zone, by its one store on Tahrir Square. */
const TAHRIR = { latitude: 30.05, longitude: 31.24 };

/** Gives the page the browser's position at `point`. */
function stubGeolocation(point: { latitude: number; longitude: number }) {
  const getCurrentPosition = vi.fn<Geolocation['getCurrentPosition']>((found) =>
    found({ coords: point, timestamp: Date.now() } as GeolocationPosition),
  );
  vi.spyOn(navigator, 'geolocation', 'get').mockReturnValue({
    getCurrentPosition,
  } as unknown as Geolocation);
}

/** The addresses page of the fake shop's customer (or a visitor). */
async function renderAddresses({
  language = 'en',
  signedIn = true,
  wrap,
}: {
  language?: Locale;
  signedIn?: boolean;
  wrap?: (shopFetch: Fetch) => Fetch;
} = {}) {
  const rendered = await renderOnShop(<Addresses />, {
    language,
    ...(signedIn ? { token: 'customer-token' } : {}),
    ...(wrap ? { wrap } : {}),
  });
  cores.push(rendered.core);
  return rendered;
}

/** The card whose heading is the address kind `kind`. */
async function card(kind: string) {
  const heading = await screen.findByRole('heading', { level: 2, name: kind });
  const item = heading.closest('li');
  if (!item) throw new Error(`no card for ${kind}`);
  return within(item);
}

const cards = () => screen.queryAllByRole('listitem');
const field = (name: RegExp) => screen.getByRole('textbox', { name });
const callsTo = (calls: readonly FakeCall[], path: string) =>
  calls.filter((call) => call.path.startsWith(`/api/v1/customer/address/${path}`));

describe('Addresses', () => {
  describe('given a customer with two saved addresses', () => {
    it('lists them newest first, each with its kind, line, door and contact', async () => {
      const { container } = await renderAddresses({ wrap: withSavedAddresses });
      expect(screen.getByRole('heading', { level: 1, name: 'My Addresses' })).toBeTruthy();
      const office = await card('Office');
      expect(office.getByText('5 Tahrir Square')).toBeTruthy();
      expect(office.getByText(/Omar Said/)).toBeTruthy();
      const home = await card('Home');
      expect(home.getByText('12 Nile Street, Garden City')).toBeTruthy();
      expect(home.getByText('House number: 12 · Floor: 3')).toBeTruthy();
      expect(cards().map((item) => within(item).getByRole('heading').textContent)).toEqual([
        'Office',
        'Home',
      ]);
      expect(await seriousViolations(container)).toEqual([]);
    });

    it('edits one in a form filled with it, and the server and the card take the change', async () => {
      const { user, shop } = await renderAddresses({ wrap: withSavedAddresses });
      const home = await card('Home');
      await user.click(home.getByRole('button', { name: 'Edit' }));
      expect(screen.getByRole('heading', { level: 2, name: 'Edit address' })).toBeTruthy();
      await waitFor(() => expect(document.activeElement).toBe(field(/Contact person name/)));
      expect(field(/Contact person name/)).toHaveProperty('value', 'Mona Adel');
      expect(field(/^Address(?! label)/)).toHaveProperty('value', '12 Nile Street, Garden City');
      expect(field(/House number/)).toHaveProperty('value', '12');
      expect(field(/Latitude/)).toHaveProperty('value', '30.04');
      await user.type(field(/Street/), 'Nile Corniche');
      await user.click(screen.getByRole('button', { name: 'Save address' }));

      const edited = await card('Home');
      expect(edited.getByText('House number: 12 · Floor: 3 · Street: Nile Corniche')).toBeTruthy();
      const [update] = callsTo(shop.calls, 'update');
      expect(update).toMatchObject({
        method: 'PUT',
        body: { road: 'Nile Corniche', house: '12', contact_person_name: 'Mona Adel' },
      });
      expect(update?.path).toMatch(/\/update\/\d+$/);
      expect(cards()).toHaveLength(2);
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Add a new address' }),
      );
    });

    it('deletes one after the confirmation, and keeps it when the shopper cancels', async () => {
      const { user, shop } = await renderAddresses({ wrap: withSavedAddresses });
      const office = await card('Office');
      await user.click(office.getByRole('button', { name: 'Delete' }));
      let dialog = screen.getByRole('alertdialog', {
        name: 'Are you sure you want to delete this address?',
      });
      expect(within(dialog).getByText('5 Tahrir Square')).toBeTruthy();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(callsTo(shop.calls, 'delete')).toEqual([]);

      await user.click((await card('Office')).getByRole('button', { name: 'Delete' }));
      dialog = screen.getByRole('alertdialog');
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(screen.queryByRole('heading', { name: 'Office' })).toBeNull());
      expect(await card('Home')).toBeTruthy();
      expect(cards()).toHaveLength(1);
      expect(callsTo(shop.calls, 'delete')).toMatchObject([
        { method: 'DELETE', query: { address_id: expect.stringMatching(/^\d+$/) } },
      ]);
    });
  });

  describe('given a customer with no saved address', () => {
    it('says so, and adds one from the browser position, which the list then shows', async () => {
      stubGeolocation(TAHRIR);
      const { user, shop } = await renderAddresses();
      expect(await screen.findByText('You have no saved addresses yet.')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Add a new address' }));
      await waitFor(() => expect(document.activeElement).toBe(field(/Contact person name/)));
      await user.type(field(/Contact person name/), 'Mona Adel');
      await user.type(field(/Contact person number/), '+201012345678');
      await user.click(screen.getByRole('button', { name: 'Use my current location' }));
      await waitFor(() => expect(screen.getByText('We deliver to Cairo')).toBeTruthy());
      await user.click(screen.getByRole('radio', { name: 'Office' }));
      await user.type(field(/Address label/), 'Work');
      await user.click(screen.getByRole('button', { name: 'Save address' }));

      const office = await card('Office');
      expect(office.getByText('Work — Tahrir Square, Cairo, Cairo')).toBeTruthy();
      expect(callsTo(shop.calls, 'add')).toMatchObject([
        { method: 'POST', body: { address_type: 'office', contact_person_name: 'Mona Adel' } },
      ]);
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Add a new address' }),
      );
    });

    it('says what is missing in place and sends nothing', async () => {
      const { user, shop } = await renderAddresses();
      await user.click(await screen.findByRole('button', { name: 'Add a new address' }));
      await user.click(screen.getByRole('button', { name: 'Save address' }));
      await waitFor(() => expect(document.activeElement).toBe(field(/Contact person name/)));
      expect(field(/Contact person name/).getAttribute('aria-invalid')).toBe('true');
      expect(callsTo(shop.calls, 'add')).toEqual([]);
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.getByText('You have no saved addresses yet.')).toBeTruthy();
    });
  });

  describe('when the addresses fail to load', () => {
    it('says so, and Try again shows them', async () => {
      const { user, shop } = await renderAddresses({
        wrap: (shopFetch) => {
          const saved = withSavedAddresses(shopFetch);
          let failed = false;
          return (input, init) => {
            if (!failed && String(input).includes(LIST)) {
              failed = true;
              return Promise.resolve(
                Response.json({ errors: [{ code: 'x', message: 'down' }] }, { status: 500 }),
              );
            }
            return saved(input, init);
          };
        },
      });
      expect(await screen.findByText('Your saved addresses could not be loaded')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await card('Home')).toBeTruthy();
      expect(shop.calls.filter((call) => call.path === LIST)).toHaveLength(1);
    });
  });

  describe('given the addresses are still loading', () => {
    it('shows hidden stand-in cards in a busy section', async () => {
      await renderAddresses({
        wrap: (shopFetch) => (input, init) =>
          String(input).includes(LIST)
            ? new Promise<Response>(() => undefined)
            : shopFetch(input, init),
      });
      const busy = document.querySelector('section[aria-busy="true"]');
      expect(busy?.querySelectorAll('ul[aria-hidden="true"] > li')).toHaveLength(2);
      expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
    });
  });

  describe('given a visitor who is not signed in', () => {
    it('asks them to sign in and come back here, and asks for no addresses', async () => {
      const { shop, container } = await renderAddresses({ signedIn: false });
      expect(screen.getByText('You must be login to access this page')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
        '/auth/sign-in?from=%2Fprofile%3Fpage%3Daddresses',
      );
      expect(screen.queryByRole('button', { name: 'Add a new address' })).toBeNull();
      expect(shop.calls.filter((call) => call.path.includes('/customer/address'))).toEqual([]);
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('given the shop in Arabic', () => {
    it('names the page, the kinds and the actions in Arabic', async () => {
      await renderAddresses({ language: 'ar', wrap: withSavedAddresses });
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('عناويني');
      const office = await card('المكتب');
      expect(office.getByRole('button', { name: 'تعديل' })).toBeTruthy();
      expect(office.getByRole('button', { name: 'حذف' })).toBeTruthy();
      expect(await card('المنزل')).toBeTruthy();
    });
  });

  describe('as the <souq-addresses> element', () => {
    it('is defined', () => {
      expect(customElements.get('souq-addresses')).toBeDefined();
    });
  });
});
