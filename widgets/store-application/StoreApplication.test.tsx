import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SouqCore } from '../../src/core';
import type { Locale } from '../../src/core/i18n';
import { createFakeShop } from '../../src/core/testing';
import { IMAGE_MAX_BYTES } from '../../src/core/validation';
import { gifBytes, pngBytes } from '../../src/core/validation/imageBytes.fixtures';
import { configureSouq, souqRuntime } from '../../src/elements/host/runtime';
import { renderOnShop, seriousViolations } from '../../src/ui/testing';
import { StoreApplication } from './StoreApplication';
import './define';

// The form, its pictures and axe over it take seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const cores: SouqCore[] = [];

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  for (const core of cores.splice(0)) core.dispose();
});

type Fetch = typeof globalThis.fetch;

const REGISTER = '/api/v1/auth/vendor/register';
const PHONE = '+201001234567';
const PASSWORD = 'green-tea-garden-7';

const picture = (bytes: Uint8Array<ArrayBuffer>, name: string) =>
  new File([bytes], name, { type: name.endsWith('.gif') ? 'image/gif' : 'image/png' });

/** The application page on the fake shop, for a visitor. */
async function renderApplication({
  language = 'en',
  wrap,
}: {
  language?: Locale;
  wrap?: (shopFetch: Fetch) => Fetch;
} = {}) {
  const rendered = await renderOnShop(<StoreApplication />, {
    language,
    ...(wrap ? { wrap } : {}),
  });
  cores.push(rendered.core);
  return rendered;
}

type Rendered = Awaited<ReturnType<typeof renderApplication>>;

const stepHeading = () => screen.getByRole('heading', { level: 2 });
const next = (user: Rendered['user']) => user.click(screen.getByRole('button', { name: 'Next' }));

/** Fills the store step as an owner would: names, zone, addresses, a square logo and a cover. */
async function fillStore({ user }: Rendered) {
  await user.type(screen.getByRole('textbox', { name: /Store name \(Arabic\)/ }), 'مخبز منى');
  await user.type(screen.getByRole('textbox', { name: /Store name \(English\)/ }), 'Mona Bakery');
  // The shop has one module: it is chosen once the list has come.
  await waitFor(() =>
    expect(
      (screen.getByRole('combobox', { name: /Business module/ }) as HTMLSelectElement).value,
    ).toBe('1'),
  );
  await user.selectOptions(screen.getByRole('combobox', { name: 'Zone' }), 'Cairo');
  await screen.findByText('We deliver to Cairo');
  await user.type(screen.getByRole('textbox', { name: /Store address \(Arabic\)/ }), 'شارع النيل');
  await user.type(
    screen.getByRole('textbox', { name: /Store address \(English\)/ }),
    'Nile Street',
  );
  await user.upload(screen.getByLabelText(/\(Logo\)/), picture(pngBytes(200, 200), 'logo.png'));
  await screen.findByRole('img', { name: 'Preview: Logo' });
  await user.upload(
    screen.getByLabelText(/\(Cover photo\)/),
    picture(gifBytes(600, 200), 'cover.gif'),
  );
  await screen.findByRole('img', { name: 'Preview: Cover photo' });
}

/** Fills the owner step. */
async function fillOwner({ user }: Rendered) {
  await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Mona');
  await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Adel');
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), PHONE);
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'mona@example.com');
}

/** Fills the account step. */
async function fillAccount({ user }: Rendered) {
  await user.type(screen.getByLabelText(/^Password/), PASSWORD);
  await user.type(screen.getByLabelText(/^Confirm password/), PASSWORD);
}

/** Every step filled in, the terms accepted, on the review step. */
async function fillAll(rendered: Rendered) {
  await fillStore(rendered);
  await next(rendered.user);
  await fillOwner(rendered);
  await next(rendered.user);
  await fillAccount(rendered);
  await next(rendered.user);
  await rendered.user.click(
    screen.getByRole('checkbox', { name: 'I agree to the Terms & Conditions' }),
  );
}

/** The server answers the application with `status` and `errors`. */
const refusing =
  (status: number, errors: { code: string; message: string }[]) =>
  (shopFetch: Fetch): Fetch =>
  (input, init) =>
    String(input).includes(REGISTER)
      ? Promise.resolve(Response.json({ errors }, { status }))
      : shopFetch(input, init);

describe('StoreApplication', () => {
  describe('given every step filled in', () => {
    it('sends the application and says it waits for review, with what happens next', async () => {
      const rendered = await renderApplication();
      await fillAll(rendered);
      expect(screen.getByRole('heading', { level: 3, name: 'Store details' })).toBeTruthy();
      expect(screen.getByText('Mona Bakery')).toBeTruthy();
      await rendered.user.click(screen.getByRole('button', { name: 'Send application' }));
      const heading = await screen.findByRole('heading', {
        level: 1,
        name: 'Application received',
      });
      expect(document.activeElement).toBe(heading);
      expect(
        screen.getByText('Your store application was received and is waiting for review'),
      ).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/home');
      const sent = rendered.shop.calls.find((call) => call.path === REGISTER);
      expect(sent?.body).toMatchObject({
        f_name: 'Mona',
        phone: PHONE,
        email: 'mona@example.com',
        zone_id: '1',
        module_id: '1',
        latitude: '30.0444',
        terms: '1',
      });
      const body = sent?.body as { translations?: string } | undefined;
      expect(JSON.parse(body?.translations ?? '[]')).toEqual(
        expect.arrayContaining([{ locale: 'ar', key: 'name', value: 'مخبز منى' }]),
      );
    });
  });

  describe('given a step left empty', () => {
    it('says what each field of that step needs, stays on it and focuses the first', async () => {
      const { user, shop } = await renderApplication();
      await next(user);
      expect(await screen.findAllByText('Store name is required')).toHaveLength(2);
      expect(screen.getAllByText('Store address is required')).toHaveLength(2);
      expect(screen.getByText('Logo is required')).toBeTruthy();
      expect(screen.getByText('Cover photo is required')).toBeTruthy();
      expect(screen.getByText('Location is required')).toBeTruthy();
      expect(screen.queryByText('First name is required')).toBeNull();
      expect(stepHeading().textContent).toContain('Store details');
      expect(document.activeElement).toBe(
        screen.getByRole('textbox', { name: /Store name \(Arabic\)/ }),
      );
      expect(shop.calls.some((call) => call.path === REGISTER)).toBe(false);
    });

    it('takes each error away as the shopper fixes its field, without leaving it', async () => {
      const { user } = await renderApplication();
      await next(user);
      await screen.findAllByText('Store name is required');
      await user.type(screen.getByRole('textbox', { name: /Store name \(English\)/ }), 'Mona');
      expect(screen.getAllByText('Store name is required')).toHaveLength(1);
      await user.selectOptions(screen.getByRole('combobox', { name: 'Zone' }), 'Cairo');
      await waitFor(() => expect(screen.queryByText('Location is required')).toBeNull());
    });

    it('moves on from the store step once it is complete, to the owner step', async () => {
      const rendered = await renderApplication();
      await fillStore(rendered);
      await next(rendered.user);
      expect(stepHeading().textContent).toContain('Owner details');
      expect(document.activeElement).toBe(stepHeading());
      await next(rendered.user);
      expect(await screen.findByText('First name is required')).toBeTruthy();
      expect(screen.getByText('A valid email is required')).toBeTruthy();
    });
  });

  describe('given a place chosen from the area search', () => {
    it("writes the place into the store's address in the page's language, if still empty", async () => {
      const { user } = await renderApplication();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Zone' }), 'Cairo');
      await screen.findByText('We deliver to Cairo');
      await user.type(screen.getByRole('combobox', { name: 'Area' }), 'tahrir');
      await user.click(await screen.findByRole('option', { name: /Tahrir Square/ }));
      const english = screen.getByRole('textbox', { name: /Store address \(English\)/ });
      await waitFor(() =>
        expect((english as HTMLInputElement).value).toBe('Tahrir Square, Cairo, Cairo'),
      );
      expect(
        (screen.getByRole('textbox', { name: /Store address \(Arabic\)/ }) as HTMLInputElement)
          .value,
      ).toBe('');
    });
  });

  describe('going Back', () => {
    it('keeps what every step holds', async () => {
      const rendered = await renderApplication();
      await fillStore(rendered);
      await next(rendered.user);
      await rendered.user.type(screen.getByRole('textbox', { name: /First name/ }), 'Mona');
      await rendered.user.click(screen.getByRole('button', { name: 'Back' }));
      expect(stepHeading().textContent).toContain('Store details');
      expect(
        (screen.getByRole('textbox', { name: /Store name \(English\)/ }) as HTMLInputElement).value,
      ).toBe('Mona Bakery');
      expect((screen.getByRole('combobox', { name: 'Zone' }) as HTMLSelectElement).value).toBe('1');
      expect(screen.getByRole('img', { name: 'Preview: Logo' })).toBeTruthy();
      await next(rendered.user);
      expect((screen.getByRole('textbox', { name: /First name/ }) as HTMLInputElement).value).toBe(
        'Mona',
      );
    });
  });

  describe('given a picture that breaks a rule', () => {
    it('refuses a logo that is not square, or above 2 MB, before anything is sent', async () => {
      const { user } = await renderApplication();
      const logo = screen.getByLabelText(/\(Logo\)/);
      await user.upload(logo, picture(pngBytes(300, 200), 'wide.png'));
      expect((await screen.findByRole('alert')).textContent).toBe('Image must have a 1:1 ratio');
      expect(screen.queryByRole('img', { name: 'Preview: Logo' })).toBeNull();
      await user.upload(logo, picture(pngBytes(200, 200, IMAGE_MAX_BYTES + 1), 'huge.png'));
      await waitFor(() =>
        expect(screen.getByRole('alert').textContent).toBe('Image size must not exceed 2 MB'),
      );
      expect(logo.getAttribute('aria-invalid')).toBe('true');
    });

    it('keeps the picture chosen before when a later one is refused', async () => {
      const { user } = await renderApplication();
      const logo = screen.getByLabelText(/\(Logo\)/);
      await user.upload(logo, picture(pngBytes(200, 200), 'logo.png'));
      await screen.findByRole('img', { name: 'Preview: Logo' });
      await user.upload(logo, new File(['not a picture'], 'fake.png', { type: 'image/png' }));
      expect(await screen.findByText('Only JPG, PNG and GIF images are allowed')).toBeTruthy();
      expect(screen.getByRole('img', { name: 'Preview: Logo' })).toBeTruthy();
    });
  });

  describe('given a phone and e-mail another application has', () => {
    it('goes back to the owner step and says so on the phone, the e-mail above the buttons', async () => {
      const rendered = await renderApplication({
        wrap: refusing(409, [
          { code: 'phone', message: 'This phone number is already registered' },
          { code: 'email', message: 'This email is already registered' },
        ]),
      });
      await fillAll(rendered);
      await rendered.user.click(screen.getByRole('button', { name: 'Send application' }));
      const phone = screen.getByRole('textbox', { name: /Phone number/ });
      await waitFor(() => expect(document.activeElement).toBe(phone));
      expect(stepHeading().textContent).toContain('Owner details');
      expect(screen.getByText('This phone number is already registered')).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toBe('This email is already registered');
      expect((phone as HTMLInputElement).value).toBe(PHONE);
    });
  });

  describe('given a location the server finds outside the zone', () => {
    it('goes back to the store step and says so there', async () => {
      const rendered = await renderApplication({
        wrap: refusing(422, [
          { code: 'latitude', message: 'The location must be inside the chosen zone' },
        ]),
      });
      await fillAll(rendered);
      await rendered.user.click(screen.getByRole('button', { name: 'Send application' }));
      expect(await screen.findByText('The location must be inside the chosen zone')).toBeTruthy();
      expect(stepHeading().textContent).toContain('Store details');
    });
  });

  describe('on the keyboard', () => {
    it('reaches the owner fields in reading order, then Back and Next, and Enter moves on', async () => {
      const rendered = await renderApplication();
      await fillStore(rendered);
      await next(rendered.user);
      const { user } = rendered;
      const order = [/First name/, /Last name/, /Phone number/, /Email/].map((name) =>
        screen.getByRole('textbox', { name }),
      );
      for (const field of order) {
        await user.tab();
        expect(document.activeElement).toBe(field);
      }
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Back' }));
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next' }));
      await fillOwner(rendered);
      await user.type(screen.getByRole('textbox', { name: /Email/ }), '{Enter}');
      await waitFor(() => expect(stepHeading().textContent).toContain('Account'));
    });
  });

  describe('in Arabic', () => {
    it('names the page and its steps in Arabic, the current step marked', async () => {
      const { container } = await renderApplication({ language: 'ar' });
      expect(screen.getByRole('heading', { level: 1, name: 'افتح متجرك معنا' })).toBeTruthy();
      const steps = screen.getByRole('list', { name: 'خطوات الطلب' });
      const current = within(steps)
        .getAllByRole('listitem')
        .find((step) => step.getAttribute('aria-current') === 'step');
      expect(current?.textContent).toContain('تفاصيل المتجر');
      expect(screen.getByRole('button', { name: 'التالي' })).toBeTruthy();
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  it('has no serious accessibility violations on the review step', async () => {
    const rendered = await renderApplication();
    await fillAll(rendered);
    expect(await seriousViolations(rendered.container)).toEqual([]);
  });

  it('links to the terms in a new tab, so the form stays filled in', async () => {
    const rendered = await renderApplication();
    await fillAll(rendered);
    const terms = screen.getByRole('link', { name: /Read the Terms & Conditions/ });
    expect(terms.getAttribute('href')).toBe('/terms-and-conditions');
    expect(terms.getAttribute('target')).toBe('_blank');
  });

  describe('as the <souq-store-application> element', () => {
    beforeAll(() => {
      configureSouq({ apiBaseUrl: 'http://shop.test', fetch: createFakeShop().fetch });
    });

    it('shows the form inside its shadow root, in Arabic by default', async () => {
      const holder = document.createElement('div');
      holder.innerHTML = '<souq-store-application></souq-store-application>';
      document.body.append(holder);
      const element = holder.querySelector('souq-store-application');
      await souqRuntime().ready;
      await waitFor(() =>
        expect(element?.shadowRoot?.querySelector('h1')?.textContent).toBe('افتح متجرك معنا'),
      );
      expect(element?.shadowRoot?.querySelector('h2')?.textContent).toContain('تفاصيل المتجر');
      holder.remove();
    });
  });
});
