import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSouqCore, type SouqCore } from '../../src/core';
import type { Country } from '../../src/core/api/wire';
import { cookieDocument } from '../../src/core/cookies/testDoubles';
import type { Locale } from '../../src/core/i18n';
import { createFakeShop } from '../../src/core/testing';
import type { ToastType } from '../../src/core/toast';
import { configureSouq, souqRuntime } from '../../src/elements/host/runtime';
import { renderWithSouq, seriousViolations } from '../../src/ui/testing';
import { CountrySwitcher } from './CountrySwitcher';
import './define';

const cores: SouqCore[] = [];

afterEach(() => {
  for (const core of cores.splice(0)) core.dispose();
});

/** The shop's countries as the spec lists them: Egypt open, Saudi Arabia and India coming soon. */
const SPEC_COUNTRIES: Country[] = [
  { code: 'eg', isActive: true },
  { code: 'sa', isActive: false },
  { code: 'in', isActive: false },
];

/** A shop that has opened Saudi Arabia too, so there is another country to move to. */
const SAUDI_OPEN: Country[] = [
  { code: 'eg', isActive: true },
  { code: 'sa', isActive: true },
  { code: 'in', isActive: false },
];

interface Setup {
  countries?: Country[];
  language?: Locale;
  /** Whether the first load has run (it brings the countries and settles on Egypt). */
  booted?: boolean;
}

/** The switcher on a fake shop, its cookies recorded, after the first load unless told not to. */
async function renderSwitcher({
  countries = SPEC_COUNTRIES,
  language = 'en',
  booted = true,
}: Setup = {}) {
  const shop = createFakeShop({ config: { countries } });
  const cookies = cookieDocument();
  const navigations: string[] = [];
  const record = (path: string) => {
    navigations.push(path);
  };
  const core = createSouqCore({
    apiBaseUrl: 'http://shop.test',
    storage: null,
    cookies,
    fetch: shop.fetch,
    navigate: record,
    reload: record,
  });
  core.store.language.value = language;
  cores.push(core);
  const rendered = renderWithSouq(<CountrySwitcher />, { core });
  if (booted) {
    await act(async () => {
      await core.session.boot();
    });
  }
  const toasts = (type: ToastType) =>
    core.toasts.toasts.value.filter((toast) => toast.type === type).map((toast) => toast.message);
  return { ...rendered, core, cookies, navigations, toasts };
}

const trigger = (name: string | RegExp = /^(Country|الدولة): /) =>
  screen.getByRole('button', { name });

/** Opens the list with the button and returns it. */
async function openList(rendered: Awaited<ReturnType<typeof renderSwitcher>>) {
  await rendered.user.click(trigger());
  return screen.findByRole('listbox');
}

const optionNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('option')
    .map((option) => option.textContent?.trim());

describe('CountrySwitcher', () => {
  describe("given the shop's configuration has not loaded yet", () => {
    it('shows the default country on a disabled button', async () => {
      await renderSwitcher({ booted: false });
      const button = trigger('Country: Saudi Arabia');
      expect(button).toHaveProperty('disabled', true);
      expect(button.querySelector('svg[data-flag]')?.getAttribute('data-flag')).toBe('sa');
    });
  });

  describe('given the first load chose Egypt, the one open country', () => {
    it("shows Egypt's flag and name on a closed list button", async () => {
      await renderSwitcher();
      const button = trigger('Country: Egypt');
      expect(button.textContent).toBe('Egypt');
      expect(button.getAttribute('aria-haspopup')).toBe('listbox');
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(button.querySelector('svg[data-flag]')?.getAttribute('data-flag')).toBe('eg');
    });

    it('has no serious accessibility violations', async () => {
      const { container } = await renderSwitcher();
      expect(await seriousViolations(container)).toEqual([]);
    });

    describe('when the shopper opens the list', () => {
      it('lists every country with its flag, Egypt chosen, the others coming soon', async () => {
        const rendered = await renderSwitcher();
        const list = await openList(rendered);
        expect(list.getAttribute('aria-label')).toBe('Country');
        expect(trigger().getAttribute('aria-expanded')).toBe('true');
        expect(trigger().getAttribute('aria-controls')).toBe(list.id);
        expect(optionNames(list)).toEqual([
          'Egypt',
          'Saudi Arabia Coming soon',
          'India Coming soon',
        ]);
        const [egypt, saudi, india] = within(list).getAllByRole('option');
        expect(egypt?.getAttribute('aria-selected')).toBe('true');
        expect(egypt?.hasAttribute('aria-disabled')).toBe(false);
        expect(saudi?.getAttribute('aria-disabled')).toBe('true');
        expect(india?.getAttribute('aria-disabled')).toBe('true');
        expect(
          [...list.querySelectorAll('svg[data-flag]')].map((flag) =>
            flag.getAttribute('data-flag'),
          ),
        ).toEqual(['eg', 'sa', 'in']);
      });

      it('renders the list into the widget root, not the document body', async () => {
        const rendered = await renderSwitcher();
        const list = await openList(rendered);
        expect(rendered.container.contains(list)).toBe(true);
      });

      it('has no serious accessibility violations', async () => {
        const rendered = await renderSwitcher();
        await openList(rendered);
        expect(await seriousViolations(rendered.container)).toEqual([]);
      });
    });

    describe('when the shopper picks a country that is coming soon', () => {
      it('keeps the list open and asks nothing', async () => {
        const rendered = await renderSwitcher();
        const list = await openList(rendered);
        await rendered.user.click(within(list).getByRole('option', { name: /^Saudi Arabia/ }));
        expect(screen.getByRole('listbox')).toBeTruthy();
        expect(screen.queryByRole('alertdialog')).toBeNull();
        expect(rendered.core.store.config.value.countryCode).toBe('eg');
      });
    });

    describe('when the shopper picks the country already chosen', () => {
      it('closes the list and asks nothing', async () => {
        const rendered = await renderSwitcher();
        const list = await openList(rendered);
        await rendered.user.click(within(list).getByRole('option', { name: /^Egypt/ }));
        await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
        expect(screen.queryByRole('alertdialog')).toBeNull();
      });
    });

    describe('when the shopper presses Escape in the list', () => {
      it('closes it and puts the focus back on the button', async () => {
        const rendered = await renderSwitcher();
        await openList(rendered);
        await rendered.user.keyboard('{Escape}');
        await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
        expect(document.activeElement).toBe(trigger());
      });
    });

    describe('when the shopper presses Tab in the list', () => {
      it('closes it onto the button, from where the next Tab moves on', async () => {
        const rendered = await renderSwitcher();
        render(<button type="button">Next on the page</button>);
        await rendered.user.tab();
        await rendered.user.keyboard('{ArrowDown}');
        const list = await screen.findByRole('listbox');
        await waitFor(() => expect(list.contains(document.activeElement)).toBe(true));
        await rendered.user.tab();
        await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
        await waitFor(() => expect(document.activeElement).toBe(trigger()));
        await rendered.user.tab();
        expect(document.activeElement).toBe(
          screen.getByRole('button', { name: 'Next on the page' }),
        );
      });
    });

    describe('when the shopper clicks outside the list', () => {
      it('closes it', async () => {
        const rendered = await renderSwitcher();
        await openList(rendered);
        await rendered.user.click(document.body);
        await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
      });
    });
  });

  describe('given the shop has opened Saudi Arabia too', () => {
    describe('when the shopper picks Saudi Arabia', () => {
      it('asks first, naming the country, with the focus on Cancel', async () => {
        const rendered = await renderSwitcher({ countries: SAUDI_OPEN });
        const list = await openList(rendered);
        await rendered.user.click(within(list).getByRole('option', { name: /^Saudi Arabia/ }));
        const dialog = await screen.findByRole('alertdialog', { name: 'Change country?' });
        expect(dialog.textContent).toContain(
          'Are you sure you want to change the country to Saudi Arabia?',
        );
        expect(screen.queryByRole('listbox')).toBeNull();
        await waitFor(() =>
          expect(document.activeElement).toBe(
            within(dialog).getByRole('button', { name: 'Cancel' }),
          ),
        );
      });

      it('has no serious accessibility violations while asking', async () => {
        const rendered = await renderSwitcher({ countries: SAUDI_OPEN });
        const list = await openList(rendered);
        await rendered.user.click(within(list).getByRole('option', { name: /^Saudi Arabia/ }));
        await screen.findByRole('alertdialog');
        expect(await seriousViolations(rendered.container)).toEqual([]);
      });

      describe('and confirms', () => {
        it('saves the country, says so, forgets the zone and reloads /home', async () => {
          const rendered = await renderSwitcher({ countries: SAUDI_OPEN });
          const { core, user, cookies, navigations, toasts } = rendered;
          expect(core.store.zoneId.value).not.toBeNull();
          const list = await openList(rendered);
          await user.click(within(list).getByRole('option', { name: /^Saudi Arabia/ }));
          await user.click(await screen.findByRole('button', { name: 'Yes' }));
          await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
          expect(core.store.config.value.countryCode).toBe('sa');
          expect(cookies.jar.get('country_code')).toBe('sa');
          expect(core.store.zoneId.value).toBeNull();
          expect(toasts('success')).toEqual(['Location has been changed to: Saudi Arabia']);
          expect(navigations).toEqual(['/home']);
          expect(trigger('Country: Saudi Arabia')).toBeTruthy();
        });
      });

      describe('and cancels', () => {
        it('changes nothing and puts the focus back on the button', async () => {
          const rendered = await renderSwitcher({ countries: SAUDI_OPEN });
          const list = await openList(rendered);
          await rendered.user.click(within(list).getByRole('option', { name: /^Saudi Arabia/ }));
          await rendered.user.click(await screen.findByRole('button', { name: 'Cancel' }));
          await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
          expect(rendered.core.store.config.value.countryCode).toBe('eg');
          expect(rendered.navigations).toEqual([]);
          await waitFor(() => expect(document.activeElement).toBe(trigger()));
        });
      });

      describe('and the shop closes Saudi Arabia before the shopper confirms', () => {
        it('refuses with "Coming soon" and stays in Egypt', async () => {
          const rendered = await renderSwitcher({ countries: SAUDI_OPEN });
          const { core, user, navigations, toasts } = rendered;
          const list = await openList(rendered);
          await user.click(within(list).getByRole('option', { name: /^Saudi Arabia/ }));
          const yes = await screen.findByRole('button', { name: 'Yes' });
          const config = core.store.config.value;
          act(() => {
            core.store.config.value = {
              ...config,
              ...(config.configData
                ? { configData: { ...config.configData, countries: SPEC_COUNTRIES } }
                : {}),
            };
          });
          await user.click(yes);
          await waitFor(() => expect(toasts('error')).toEqual(['Coming soon']));
          expect(core.store.config.value.countryCode).toBe('eg');
          expect(navigations).toEqual([]);
        });
      });
    });

    describe('when the shopper uses only the keyboard', () => {
      it('opens the list on the chosen country, walks it with the arrows and confirms', async () => {
        const rendered = await renderSwitcher({ countries: SAUDI_OPEN });
        const { user, core } = rendered;
        await user.tab();
        expect(document.activeElement).toBe(trigger());
        await user.keyboard('{ArrowDown}');
        const list = await screen.findByRole('listbox');
        const option = (name: RegExp) => within(list).getByRole('option', { name });
        await waitFor(() => expect(document.activeElement).toBe(option(/^Egypt/)));
        await user.keyboard('{ArrowDown}');
        expect(document.activeElement).toBe(option(/^Saudi Arabia/));
        await user.keyboard('{Enter}');
        const dialog = await screen.findByRole('alertdialog');
        await waitFor(() =>
          expect(document.activeElement).toBe(
            within(dialog).getByRole('button', { name: 'Cancel' }),
          ),
        );
        await user.tab();
        await user.keyboard('{Enter}');
        await waitFor(() => expect(core.store.config.value.countryCode).toBe('sa'));
      });

      it('reaches the countries coming soon, wrapping at the ends, but cannot choose them', async () => {
        const rendered = await renderSwitcher();
        const { user } = rendered;
        await user.tab();
        await user.keyboard('{Enter}');
        const list = await screen.findByRole('listbox');
        const option = (name: RegExp) => within(list).getByRole('option', { name });
        await user.keyboard('{ArrowUp}');
        await waitFor(() => expect(document.activeElement).toBe(option(/^India/)));
        await user.keyboard('{Enter}');
        await user.keyboard(' ');
        expect(screen.getByRole('listbox')).toBe(list);
        expect(screen.queryByRole('alertdialog')).toBeNull();
        await user.keyboard('{ArrowDown}');
        expect(document.activeElement).toBe(option(/^Egypt/));
      });
    });
  });

  describe('given the shopper reads Arabic', () => {
    it('names the button, the countries and the question in Arabic', async () => {
      const rendered = await renderSwitcher({ countries: SAUDI_OPEN, language: 'ar' });
      expect(trigger('الدولة: مصر')).toBeTruthy();
      const list = await openList(rendered);
      expect(list.getAttribute('aria-label')).toBe('الدولة');
      expect(optionNames(list)).toEqual(['مصر', 'السعودية', 'الهند قريبًا']);
      await rendered.user.click(within(list).getByRole('option', { name: /^السعودية/ }));
      const dialog = await screen.findByRole('alertdialog', { name: 'تغيير الدولة؟' });
      expect(dialog.textContent).toContain('هل تريد بالتأكيد تغيير الدولة إلى السعودية؟');
      await rendered.user.click(within(dialog).getByRole('button', { name: 'نعم' }));
      await waitFor(() =>
        expect(rendered.toasts('success')).toEqual(['تم تغيير الموقع إلى: السعودية']),
      );
    });

    it('has no serious accessibility violations with the list open', async () => {
      const rendered = await renderSwitcher({ language: 'ar' });
      await openList(rendered);
      expect(await seriousViolations(rendered.container)).toEqual([]);
    });
  });
});

describe('<souq-country-switcher>', () => {
  beforeAll(() => {
    configureSouq({ apiBaseUrl: 'http://shop.test', fetch: createFakeShop().fetch });
  });

  it('shows the country the first load chose inside its shadow root', async () => {
    const holder = document.createElement('div');
    holder.innerHTML = '<souq-country-switcher></souq-country-switcher>';
    document.body.append(holder);
    const element = holder.querySelector('souq-country-switcher');
    await souqRuntime().ready;
    await waitFor(() => {
      const button = element?.shadowRoot?.querySelector('button[aria-haspopup="listbox"]');
      expect(button?.getAttribute('aria-label')).toBe('الدولة: مصر');
      expect(button?.hasAttribute('disabled')).toBe(false);
    });
    holder.remove();
  });
});
