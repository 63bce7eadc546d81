import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SouqCore } from '../../src/core';
import { deliveryManApplicationForm } from '../../src/core/api/supportEndpoints';
import type { Locale } from '../../src/core/i18n';
import { createFakeShop } from '../../src/core/testing';
import { IMAGE_MAX_BYTES } from '../../src/core/validation';
import { jpegBytes, pngBytes } from '../../src/core/validation/imageBytes.fixtures';
import { configureSouq, souqRuntime } from '../../src/elements/host/runtime';
import { renderOnShop, seriousViolations } from '../../src/ui/testing';
import { DeliveryManApplication } from './DeliveryManApplication';
import './define';

// The form, its pictures and axe over it take seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const cores: SouqCore[] = [];

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  for (const core of cores.splice(0)) core.dispose();
});

const REGISTER = '/api/v1/auth/delivery-man/store';
const PHONE = '+201201234567';
const PASSWORD = 'blue-river-bicycle-4';

const picture = (bytes: Uint8Array<ArrayBuffer>, name: string) =>
  new File([bytes], name, { type: name.endsWith('.jpg') ? 'image/jpeg' : 'image/png' });

/** The registration page on the fake shop, for a visitor. */
async function renderRegistration({ language = 'en' }: { language?: Locale } = {}) {
  const rendered = await renderOnShop(<DeliveryManApplication />, { language });
  cores.push(rendered.core);
  return rendered;
}

type Rendered = Awaited<ReturnType<typeof renderRegistration>>;

const stepHeading = () => screen.getByRole('heading', { level: 2 });
const next = (user: Rendered['user']) => user.click(screen.getByRole('button', { name: 'Next' }));

/** The identity step: a national ID, its number, both sides. */
async function fillIdentity({ user }: Rendered, { back = true } = {}) {
  await user.click(screen.getByRole('radio', { name: 'National ID' }));
  await user.type(screen.getByRole('textbox', { name: /Identity number/ }), '29801011234567');
  await user.upload(
    screen.getByLabelText(/\(Front of the document\)/),
    picture(jpegBytes(600, 400), 'front.jpg'),
  );
  await screen.findByRole('img', { name: 'Preview: Front of the document' });
  if (!back) return;
  await user.upload(
    screen.getByLabelText(/\(Back of the document \(optional\)\)/),
    picture(pngBytes(600, 400), 'back.png'),
  );
  await screen.findByRole('img', { name: 'Preview: Back of the document (optional)' });
}

/** The work step: a motorbike in Cairo, paid per delivery. */
async function fillWork({ user }: Rendered) {
  await user.click(screen.getByRole('radio', { name: 'Motorbike' }));
  await user.selectOptions(screen.getByRole('combobox', { name: /Zone/ }), 'Cairo');
  await user.click(screen.getByRole('radio', { name: 'Freelancer, paid per delivery' }));
}

/** The person step. */
async function fillPerson({ user }: Rendered, phone = PHONE) {
  await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Karim');
  await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Saleh');
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), phone);
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'karim@example.com');
}

/** Every step filled in and the terms accepted, on the review step. */
async function fillAll(rendered: Rendered, phone = PHONE) {
  await fillIdentity(rendered);
  await next(rendered.user);
  await fillWork(rendered);
  await next(rendered.user);
  await fillPerson(rendered, phone);
  await next(rendered.user);
  await rendered.user.type(screen.getByLabelText(/^Password/), PASSWORD);
  await rendered.user.type(screen.getByLabelText(/^Confirm password/), PASSWORD);
  await next(rendered.user);
  await rendered.user.click(
    screen.getByRole('checkbox', { name: 'I agree to the Terms & Conditions' }),
  );
}

describe('DeliveryManApplication', () => {
  describe('given every step filled in', () => {
    it('sends the registration with both document pictures and says it waits for review', async () => {
      const rendered = await renderRegistration();
      await fillAll(rendered);
      expect(screen.getByText('Motorbike')).toBeTruthy();
      await rendered.user.click(screen.getByRole('button', { name: 'Send application' }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Application received' }),
      ).toBeTruthy();
      expect(
        screen.getByText('Your delivery man application was received and is waiting for review'),
      ).toBeTruthy();
      const sent = rendered.shop.calls.find((call) => call.path === REGISTER);
      expect(sent?.body).toMatchObject({
        identity_type: 'nid',
        identity_number: '29801011234567',
        vehicle_id: '2',
        zone_id: '1',
        earning: '1',
        phone: PHONE,
      });
      const body = sent?.body as Record<string, unknown> | undefined;
      expect(body?.['identity_image[]']).toHaveLength(2);
    });
  });

  describe('given the identity step left empty', () => {
    it('says what it needs, stays on it and sends nothing', async () => {
      const { user, shop } = await renderRegistration();
      await next(user);
      expect(await screen.findByText('Choose an identity type')).toBeTruthy();
      expect(screen.getByText('Identity number is required')).toBeTruthy();
      expect(screen.getByText('Add a picture of your identity document')).toBeTruthy();
      expect(screen.queryByText('Choose a vehicle type')).toBeNull();
      expect(stepHeading().textContent).toContain('Identity');
      expect(shop.calls.some((call) => call.path === REGISTER)).toBe(false);
    });

    it('takes one picture of the document: its back is optional', async () => {
      const rendered = await renderRegistration();
      await fillIdentity(rendered, { back: false });
      await next(rendered.user);
      expect(stepHeading().textContent).toContain('Vehicle and zone');
      await next(rendered.user);
      expect(await screen.findByText('Choose a vehicle type')).toBeTruthy();
      expect(screen.getByText('Choose how you want to earn')).toBeTruthy();
    });
  });

  describe('given a document picture above 2 MB', () => {
    it('refuses it before sending and keeps the step', async () => {
      const { user } = await renderRegistration();
      await user.upload(
        screen.getByLabelText(/\(Front of the document\)/),
        picture(pngBytes(600, 400, IMAGE_MAX_BYTES + 1), 'huge.png'),
      );
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Image size must not exceed 2 MB',
      );
      expect(screen.queryByRole('img', { name: 'Preview: Front of the document' })).toBeNull();
    });

    it('lets the optional back be removed again', async () => {
      const rendered = await renderRegistration();
      await fillIdentity(rendered);
      await rendered.user.click(
        screen.getByRole('button', { name: 'Remove Back of the document (optional)' }),
      );
      expect(
        screen.queryByRole('img', { name: 'Preview: Back of the document (optional)' }),
      ).toBeNull();
    });
  });

  describe('given a phone another registration has', () => {
    it('goes back to the personal details and says so on the phone field', async () => {
      const rendered = await renderRegistration();
      await rendered.shop.fetch(`http://shop.test${REGISTER}`, {
        method: 'POST',
        body: deliveryManApplicationForm({
          fName: 'Omar',
          lName: 'Nabil',
          phone: PHONE,
          email: 'omar@example.com',
          password: PASSWORD,
          identityType: 'passport',
          identityNumber: 'A1234567',
          identityImages: [picture(pngBytes(40, 30), 'passport.png')],
          vehicleId: 1,
          zoneId: 1,
          earning: 0,
        }),
      });
      await fillAll(rendered);
      await rendered.user.click(screen.getByRole('button', { name: 'Send application' }));
      const phone = screen.getByRole('textbox', { name: /Phone number/ });
      await waitFor(() => expect(document.activeElement).toBe(phone));
      expect(stepHeading().textContent).toContain('Personal details');
      expect(screen.getByText('This phone number is already registered')).toBeTruthy();
      expect((phone as HTMLInputElement).value).toBe(PHONE);
      expect(screen.queryByRole('heading', { name: 'Application received' })).toBeNull();
    });
  });

  describe('in Arabic', () => {
    it('names the page, the document types and the vehicles in Arabic', async () => {
      const { container } = await renderRegistration({ language: 'ar' });
      expect(
        screen.getByRole('heading', { level: 1, name: 'انضم إلينا مندوبَ توصيل' }),
      ).toBeTruthy();
      expect(screen.getByRole('radio', { name: 'جواز السفر' })).toBeTruthy();
      const steps = screen.getByRole('list', { name: 'خطوات الطلب' });
      expect(within(steps).getAllByRole('listitem')).toHaveLength(5);
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  it('has no serious accessibility violations on the review step', async () => {
    const rendered = await renderRegistration();
    await fillAll(rendered);
    await waitFor(() => expect(stepHeading().textContent).toContain('Review and send'));
    expect(await seriousViolations(rendered.container)).toEqual([]);
  });

  describe('as the <souq-delivery-man-application> element', () => {
    beforeAll(() => {
      configureSouq({ apiBaseUrl: 'http://shop.test', fetch: createFakeShop().fetch });
    });

    it('shows the form inside its shadow root, in Arabic by default', async () => {
      const holder = document.createElement('div');
      holder.innerHTML = '<souq-delivery-man-application></souq-delivery-man-application>';
      document.body.append(holder);
      const element = holder.querySelector('souq-delivery-man-application');
      await souqRuntime().ready;
      await waitFor(() =>
        expect(element?.shadowRoot?.querySelector('h1')?.textContent).toBe(
          'انضم إلينا مندوبَ توصيل',
        ),
      );
      expect(element?.shadowRoot?.querySelector('h2')?.textContent).toContain('الهوية');
      holder.remove();
    });
  });
});
