import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SouqCore } from '../../../src/core';
import type { Locale } from '../../../src/core/i18n';
import { createFakeShop, type FakeShop, fakeOrder } from '../../../src/core/testing';
import { pngBytes } from '../../../src/core/validation/imageBytes.fixtures';
import { createTestCore, renderWithSouq, seriousViolations } from '../../../src/ui/testing';
import { ProfileSettings } from './ProfileSettings';

// Three forms and axe over them take seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const cores: SouqCore[] = [];

afterEach(() => {
  cleanup();
  for (const core of cores.splice(0)) core.dispose();
});

const UPDATE = '/api/v1/customer/update-profile';
const REMOVE = '/api/v1/customer/remove-account';

/** The section on `shop`, for its signed-in customer (or a visitor), once the profile is read. */
async function renderSettings(
  shop: FakeShop = createFakeShop(),
  { language = 'en', signedIn = true }: { language?: Locale; signedIn?: boolean } = {},
) {
  const { core, navigations } = createTestCore({
    language,
    fetch: shop.fetch,
    ...(signedIn ? { token: shop.token } : {}),
  });
  cores.push(core);
  await core.session.boot();
  const rendered = renderWithSouq(<ProfileSettings />, { core });
  if (signedIn) await screen.findByRole('heading', { level: 2, name: /Personal details|البيانات/ });
  return { ...rendered, shop, navigations };
}

const callsTo = (shop: FakeShop, path: string) => shop.calls.filter((call) => call.path === path);

const picture = (bytes: Uint8Array<ArrayBuffer>, name = 'me.png') =>
  new File([bytes], name, { type: 'image/png' });

const details = () =>
  within(screen.getByRole('region', { name: 'Personal details' }) as HTMLElement);

describe('ProfileSettings', () => {
  describe('given a visitor who is not signed in', () => {
    it('says they must sign in, with a way to sign in that comes back here', async () => {
      await renderSettings(createFakeShop(), { signedIn: false });
      expect(screen.getByText('You must be login to access this page')).toBeTruthy();
      const signIn = screen.getByRole('link', { name: 'Sign In' });
      expect(signIn.getAttribute('href')).toBe(
        `/auth/sign-in?from=${encodeURIComponent('/profile?page=profile-settings')}`,
      );
      expect(screen.queryByRole('textbox')).toBeNull();
    });
  });

  describe('given a signed-in customer', () => {
    it('fills the form from the profile and has no serious accessibility violations', async () => {
      const { container } = await renderSettings();
      expect(screen.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeTruthy();
      expect((details().getByLabelText(/First name/) as HTMLInputElement).value).toBe('Sara');
      expect((details().getByLabelText(/Last name/) as HTMLInputElement).value).toBe('Adel');
      expect((details().getByLabelText('Email (optional)') as HTMLInputElement).value).toBe(
        'sara@example.com',
      );
      expect((details().getByLabelText(/Phone number/) as HTMLInputElement).value).toBe(
        '+201001234567',
      );
      expect(await seriousViolations(container)).toEqual([]);
    });

    describe('when they change their name and choose a square picture, then save', () => {
      it('sends one multipart update with the picture, says so and shows the new profile', async () => {
        const revoke = vi.spyOn(URL, 'revokeObjectURL');
        const { user, shop, core } = await renderSettings();
        const firstName = details().getByLabelText(/First name/);
        await user.clear(firstName);
        await user.type(firstName, 'Salma');
        const png = pngBytes(8, 8);
        await user.upload(details().getByLabelText('Choose a picture'), picture(png));
        const preview = details().getByRole('img', { name: 'Profile picture' });
        await waitFor(() => expect(preview.getAttribute('src')).toMatch(/^blob:/));

        await user.click(details().getByRole('button', { name: 'Save changes' }));

        await waitFor(() =>
          expect(details().getByRole('status').textContent).toBe('Profile updated successfully'),
        );
        const sent = callsTo(shop, UPDATE);
        expect(sent).toHaveLength(1);
        expect(sent[0]?.body).toMatchObject({
          f_name: 'Salma',
          l_name: 'Adel',
          email: 'sara@example.com',
          phone: '+201001234567',
          image: { bytes: png },
        });
        await waitFor(() => expect(core.session.profile.value?.f_name).toBe('Salma'));
        expect(core.session.profile.value?.image).toBe('fake-picture-1.png');
        await waitFor(() =>
          expect(
            details().getByRole('img', { name: 'Profile picture' }).getAttribute('src'),
          ).toMatch(/fake-picture-1\.png$/),
        );
        // The preview's address is let go once the picture is sent.
        expect(revoke.mock.calls.flat().some((url) => String(url).startsWith('blob:'))).toBe(true);
        revoke.mockRestore();
      });
    });

    describe('when they choose a picture that is not square, or larger than 2 MB', () => {
      it.each([
        ['not square', pngBytes(8, 6), 'Image must have a 1:1 ratio'],
        ['too large', pngBytes(8, 8, 2 * 1024 * 1024 + 1), 'Image size must not exceed 2 MB'],
      ])('refuses a picture %s before any request', async (_kind, bytes, message) => {
        const { user, shop } = await renderSettings();
        const input = details().getByLabelText('Choose a picture');
        await user.upload(input, picture(bytes));
        expect((await details().findByRole('alert')).textContent).toBe(message);
        expect(input.getAttribute('aria-invalid')).toBe('true');
        expect(callsTo(shop, UPDATE)).toHaveLength(0);

        await user.click(details().getByRole('button', { name: 'Save changes' }));
        await waitFor(() => expect(callsTo(shop, UPDATE)).toHaveLength(1));
        expect(callsTo(shop, UPDATE)[0]?.body).not.toHaveProperty('image');
      });

      it('says the refusal in Arabic for an Arabic shopper', async () => {
        const { user } = await renderSettings(createFakeShop(), { language: 'ar' });
        const region = within(screen.getByRole('region', { name: 'البيانات الشخصية' }));
        await user.upload(region.getByLabelText('اختر صورة'), picture(pngBytes(8, 6)));
        const alert = await region.findByRole('alert');
        expect(alert.textContent).not.toBe('Image must have a 1:1 ratio');
        expect(alert.textContent).not.toBe('');
      });
    });

    describe('when another customer has the phone they type', () => {
      it("says the server's refusal under the phone field, focused, and changes nothing", async () => {
        const shop = createFakeShop();
        const other = '+201009998877';
        await shop.fetch('http://shop.test/api/v1/auth/sign-up', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            f_name: 'Mona',
            l_name: 'Ali',
            phone: other,
            password: 'Souq#Other2026',
          }),
        });
        const { user, core } = await renderSettings(shop);
        const phone = details().getByLabelText(/Phone number/);
        await user.clear(phone);
        await user.type(phone, other);
        await user.click(details().getByRole('button', { name: 'Save changes' }));

        await waitFor(() =>
          expect(details().getByText('This phone number is already registered')).toBeTruthy(),
        );
        expect(phone.getAttribute('aria-invalid')).toBe('true');
        expect(document.activeElement).toBe(phone);
        expect(details().getByRole('status').textContent).toBe('');
        expect(core.session.profile.value?.phone).toBe('+201001234567');
      });
    });

    describe('when they change their phone on a shop that asks for verified phones', () => {
      const NEW_PHONE = '+201112223344';
      /** The fake shop makes its codes of Math.random: the code sent is 2468. */
      async function changePhone() {
        vi.spyOn(Math, 'random').mockReturnValue(0.2468);
        const rendered = await renderSettings(
          createFakeShop({ config: { customer_verification: 1 } }),
        );
        const phone = details().getByLabelText(/Phone number/);
        await rendered.user.clear(phone);
        await rendered.user.type(phone, NEW_PHONE);
        await rendered.user.click(details().getByRole('button', { name: 'Save changes' }));
        await screen.findByRole('heading', { level: 1, name: 'Verify your phone number' });
        return rendered;
      }

      afterEach(() => vi.restoreAllMocks());

      it('asks for the code sent to the new phone, then comes back to the settings', async () => {
        const { user, core } = await changePhone();
        expect(screen.getByText(/Enter the 4-digit code we sent to/).textContent).toContain(
          NEW_PHONE,
        );
        await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 4' }));
        await user.paste('2468');
        await screen.findByRole('heading', { level: 2, name: 'Personal details' });
        expect(details().getByLabelText(/Phone number/)).toHaveProperty('value', NEW_PHONE);
        expect(details().queryByText('Phone number is not verified')).toBeNull();
        expect(core.toasts.toasts.value.map((toast) => toast.message)).toContain(
          'Phone number verified successfully',
        );
      });

      it("says 'Invalid OTP' for a wrong code and stays on the code", async () => {
        const { user } = await changePhone();
        await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 4' }));
        await user.paste('1111');
        expect(await screen.findByText('Invalid OTP')).toBeTruthy();
        expect(screen.queryByRole('heading', { name: 'Personal details' })).toBeNull();
      });

      it('goes back to the settings unverified, which say so, with the way back to its code', async () => {
        const { user, navigations } = await changePhone();
        await user.click(screen.getByRole('button', { name: 'Back to profile settings' }));
        await screen.findByRole('heading', { level: 2, name: 'Personal details' });
        expect(details().getByText('Phone number is not verified')).toBeTruthy();
        await user.click(details().getByRole('button', { name: 'Verify your phone number' }));
        expect(
          (await screen.findByText(/Enter the 4-digit code we sent to/)).textContent,
        ).toContain(NEW_PHONE);
        expect(navigations).toEqual([]);
      });
    });

    describe('when they change their phone on a shop that does not ask for verification', () => {
      it('saves it and stays on the settings', async () => {
        const { user, core } = await renderSettings();
        const phone = details().getByLabelText(/Phone number/);
        await user.clear(phone);
        await user.type(phone, '+201112223344');
        await user.click(details().getByRole('button', { name: 'Save changes' }));
        await waitFor(() =>
          expect(details().getByRole('status').textContent).toBe('Profile updated successfully'),
        );
        expect(core.session.profile.value?.phone).toBe('+201112223344');
        expect(screen.queryByRole('heading', { name: 'Verify your phone number' })).toBeNull();
        expect(details().queryByText('Phone number is not verified')).toBeNull();
      });
    });

    describe('when they change their password', () => {
      it('checks the rules first, then sends it with the names on file and says it is saved', async () => {
        const { user, shop } = await renderSettings();
        const region = within(screen.getByRole('region', { name: 'Change password' }));
        const password = region.getByLabelText(/^New password/);
        const confirmation = region.getByLabelText(/Confirm new password/);
        await user.type(password, 'short');
        await user.click(region.getByRole('button', { name: 'Save password' }));
        expect(region.getByText('Password must be at least 8 characters')).toBeTruthy();

        await user.clear(password);
        await user.type(password, 'Souq#Garden2026');
        await user.type(confirmation, 'Souq#Garden2025');
        await user.click(region.getByRole('button', { name: 'Save password' }));
        expect(region.getByText('Passwords must match')).toBeTruthy();
        expect(callsTo(shop, UPDATE)).toHaveLength(0);

        await user.clear(confirmation);
        await user.type(confirmation, 'Souq#Garden2026');
        await user.click(region.getByRole('button', { name: 'Save password' }));

        await waitFor(() =>
          expect(region.getByRole('status').textContent).toBe('Password changed successfully'),
        );
        expect(callsTo(shop, UPDATE).map((call) => call.body)).toEqual([
          expect.objectContaining({ f_name: 'Sara', l_name: 'Adel', password: 'Souq#Garden2026' }),
        ]);
        expect((region.getByLabelText(/^New password/) as HTMLInputElement).value).toBe('');
      });
    });

    describe('when they delete their account', () => {
      it('asks for the word, then to confirm, then removes it and logs out to sign-in', async () => {
        const { user, shop, core, navigations } = await renderSettings();
        const region = within(screen.getByRole('region', { name: 'Delete account' }));
        const word = region.getByLabelText(/Type DELETE to confirm/);
        await user.type(word, 'delete');
        await user.click(region.getByRole('button', { name: 'Delete account' }));
        expect(region.getByText('The confirmation word does not match')).toBeTruthy();
        expect(screen.queryByRole('alertdialog')).toBeNull();

        await user.clear(word);
        await user.type(word, 'DELETE');
        await user.click(region.getByRole('button', { name: 'Delete account' }));
        const dialog = await screen.findByRole('alertdialog', {
          name: 'Delete your account for good?',
        });
        expect(callsTo(shop, REMOVE)).toHaveLength(0);
        await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));

        await waitFor(() => expect(navigations).toEqual(['/auth/sign-in']));
        expect(callsTo(shop, REMOVE)).toHaveLength(1);
        expect(core.session.isLoggedIn.value).toBe(false);
        const toasts = core.toasts.toasts.value.map((toast) => toast.message);
        expect(toasts.toSorted()).toEqual(['Account deleted successfully', 'Logout successful.']);
      });

      it('works from the keyboard: Enter asks, focus starts on Cancel, Escape keeps the account', async () => {
        const { user, shop, core } = await renderSettings();
        const region = within(screen.getByRole('region', { name: 'Delete account' }));
        const word = region.getByLabelText(/Type DELETE to confirm/);
        word.focus();
        await user.keyboard('DELETE{Enter}');
        const dialog = await screen.findByRole('alertdialog');
        await waitFor(() =>
          expect(document.activeElement).toBe(
            within(dialog).getByRole('button', { name: 'Cancel' }),
          ),
        );
        await user.keyboard('{Escape}');
        await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
        expect(callsTo(shop, REMOVE)).toHaveLength(0);
        expect(core.session.isLoggedIn.value).toBe(true);
      });

      it('says the refusal in place and stays signed in while an order is under way', async () => {
        const shop = createFakeShop();
        shop.orders.put(fakeOrder({ id: 4001, status: 'picked_up' }));
        const { user, core, navigations } = await renderSettings(shop);
        const region = within(screen.getByRole('region', { name: 'Delete account' }));
        await user.type(region.getByLabelText(/Type DELETE to confirm/), 'DELETE');
        await user.click(region.getByRole('button', { name: 'Delete account' }));
        const dialog = await screen.findByRole('alertdialog');
        await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));

        await waitFor(() =>
          expect(region.getByRole('alert').textContent).toBe(
            'Please complete your ongoing orders first',
          ),
        );
        expect(screen.queryByRole('alertdialog')).toBeNull();
        expect(core.session.isLoggedIn.value).toBe(true);
        expect(navigations).toEqual([]);
      });
    });
  });
});
