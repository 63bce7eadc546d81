import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SouqCore } from '../../src/core';
import type { Config } from '../../src/core/api/wire';
import type { Locale } from '../../src/core/i18n';
import { createFakeShop, fakeLandingData, fakeShopConfig } from '../../src/core/testing';
import type { ToastType } from '../../src/core/toast';
import { configureSouq, souqRuntime } from '../../src/elements/host/runtime';
import { renderWithSouq, seriousViolations } from '../../src/ui/testing';
import { Footer, type FooterProps } from './Footer';
import { type AppLinkChanges, withAppLinks } from './fakeAppLinks';
import './define';

const cores: SouqCore[] = [];

afterEach(() => {
  for (const core of cores.splice(0)) core.dispose();
});

interface Setup {
  config?: Partial<Config>;
  language?: Locale;
  signedIn?: boolean;
  appLinks?: AppLinkChanges;
  landingFails?: boolean;
  props?: FooterProps;
}

/** The footer on a fake shop after the first load, once the landing data has answered. */
async function renderFooter(setup: Setup = {}) {
  const language = setup.language ?? 'en';
  const shop = createFakeShop({ config: setup.config ?? {} });
  if (setup.landingFails) shop.failNext('/api/v1/react-landing-page', 500, 'Server down');
  const fetch = setup.appLinks ? withAppLinks(shop.fetch, setup.appLinks) : shop.fetch;
  const rendered = renderWithSouq(<Footer {...setup.props} />, {
    language,
    fetch,
    ...(setup.signedIn ? { token: shop.token } : {}),
  });
  cores.push(rendered.core);
  await act(async () => {
    await rendered.core.session.boot();
  });
  if (setup.landingFails) {
    await waitFor(() =>
      expect(shop.calls.some((call) => call.path === '/api/v1/react-landing-page')).toBe(true),
    );
  } else {
    await screen.findByText(fakeLandingData(language).fixed_footer_description);
  }
  const toasts = (type: ToastType) =>
    rendered.core.toasts.toasts.value
      .filter((toast) => toast.type === type)
      .map((toast) => toast.message);
  return { ...rendered, shop, toasts };
}

/** The links of the list named `name`, as [accessible name, href] pairs. */
function linksOf(name: string): [string, string | null][] {
  const list = screen.getByRole('list', { name });
  return within(list)
    .getAllByRole('link')
    .map((link) => [link.textContent ?? '', link.getAttribute('href')]);
}

/** The accessible names of the items of the list named `name`. */
function itemsOf(name: string): string[] {
  const list = screen.getByRole('list', { name });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label') ?? '');
}

/** Presses Tab until `target` has the focus, as a keyboard-only shopper would. */
async function tabTo(user: UserEvent, target: HTMLElement) {
  for (let presses = 0; presses < 60 && document.activeElement !== target; presses += 1) {
    await user.tab();
  }
  expect(document.activeElement).toBe(target);
}

const policiesOff = { refund_policy: 0, cancelation_policy: 0, shipping_policy: 0 } as const;

describe('Footer', () => {
  describe('given a guest reading English and every policy switched on', () => {
    it('is the page’s contentinfo landmark', async () => {
      await renderFooter();
      expect(screen.getByRole('contentinfo')).toBeTruthy();
    });

    it('lists the company pages with the refund, cancellation and shipping policies', async () => {
      await renderFooter();
      expect(linksOf('Company')).toEqual([
        ['About Us', '/about-us'],
        ['Terms & Conditions', '/terms-and-conditions'],
        ['Privacy Policy', '/privacy-policy'],
        ['Refund Policy', '/refund-policy'],
        ['Cancellation Policy', '/cancellation-policy'],
        ['Shipping Policy', '/shipping-policy'],
      ]);
    });

    it('opens Help & Support in a new tab and says so', async () => {
      await renderFooter();
      const help = screen.getByRole('link', { name: 'Help & Support (opens in a new tab)' });
      expect(help.getAttribute('href')).toBe('/help-and-support');
      expect(help.getAttribute('target')).toBe('_blank');
      expect(help.getAttribute('rel')).toContain('noopener');
    });

    it('offers order tracking, the two applications and sign-in', async () => {
      await renderFooter();
      expect(linksOf('Help').map(([, href]) => href)).toEqual([
        '/help-and-support',
        '/track-order',
        '/store/apply',
        '/delivery-man/apply',
      ]);
      expect(linksOf('Account')).toEqual([['Sign In', '/auth/sign-in']]);
    });

    it('shows the shop’s name, description and footer text', async () => {
      await renderFooter();
      const footer = screen.getByRole('contentinfo');
      expect(within(footer).getByText('Souq')).toBeTruthy();
      expect(within(footer).getByText(fakeLandingData('en').fixed_footer_description)).toBeTruthy();
      expect(within(footer).getByText(fakeShopConfig('en').footer_text)).toBeTruthy();
    });

    it('offers both app stores at their links, each in a new tab', async () => {
      await renderFooter();
      const { playstore_url, apple_store_url } = fakeLandingData('en').download_user_app_links;
      const android = screen.getByRole('link', {
        name: 'Get it on Google Play (opens in a new tab)',
      });
      const ios = screen.getByRole('link', {
        name: 'Download on the App Store (opens in a new tab)',
      });
      expect(android.getAttribute('href')).toBe(playstore_url);
      expect(ios.getAttribute('href')).toBe(apple_store_url);
      expect(android.getAttribute('target')).toBe('_blank');
      expect(ios.getAttribute('rel')).toBe('noopener noreferrer');
    });

    it('links the shop’s social networks, named', async () => {
      await renderFooter();
      expect(linksOf('Follow us')).toEqual([
        ['Facebook (opens in a new tab)', 'https://www.facebook.com/souqdemo'],
        ['Instagram (opens in a new tab)', 'https://www.instagram.com/souqdemo'],
      ]);
    });

    it('shows six payment methods and seven security certifications, each named', async () => {
      await renderFooter();
      expect(itemsOf('Payment methods')).toEqual([
        'Visa',
        'Mastercard',
        'American Express',
        'Bank account',
        'Apple Pay',
        'Google Pay',
      ]);
      expect(itemsOf('Security certifications')).toHaveLength(7);
      expect(screen.getByRole('listitem', { name: 'PCI DSS compliant' })).toBeTruthy();
      expect(screen.getByRole('listitem', { name: 'SSL secured' })).toBeTruthy();
    });

    it('has no serious accessibility violations', async () => {
      const { container } = await renderFooter();
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('given a signed-in customer', () => {
    it('links the profile instead of sign-in, and no order tracking', async () => {
      await renderFooter({ signedIn: true });
      expect(linksOf('Account')).toEqual([['Profile', '/profile?page=profile-settings']]);
      expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Track Order' })).toBeNull();
    });

    it('has no serious accessibility violations', async () => {
      const { container } = await renderFooter({ signedIn: true });
      expect(await seriousViolations(container)).toEqual([]);
    });

    describe('when the customer signs out', () => {
      it('offers sign-in and order tracking again', async () => {
        const { core } = await renderFooter({ signedIn: true });
        act(() => {
          core.store.token.value = null;
        });
        expect(linksOf('Account')).toEqual([['Sign In', '/auth/sign-in']]);
        expect(screen.getByRole('link', { name: 'Track Order' })).toBeTruthy();
      });
    });
  });

  describe('given one policy flag is 0', () => {
    it.each([
      ['refund_policy', 'Refund Policy'],
      ['cancelation_policy', 'Cancellation Policy'],
      ['shipping_policy', 'Shipping Policy'],
    ] as const)('with %s off, hides only %s', async (flag, label) => {
      await renderFooter({ config: { [flag]: 0 } });
      const names = linksOf('Company').map(([name]) => name);
      expect(names).not.toContain(label);
      expect(names).toHaveLength(5);
    });
  });

  describe('given every policy flag is 0', () => {
    it('links no policy page and still the other company pages', async () => {
      await renderFooter({ config: policiesOff });
      expect(linksOf('Company').map(([name]) => name)).toEqual([
        'About Us',
        'Terms & Conditions',
        'Privacy Policy',
      ]);
    });

    it('has no serious accessibility violations', async () => {
      const { container } = await renderFooter({ config: policiesOff });
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('when the shop switches a policy off while the footer shows', () => {
    it('drops its link', async () => {
      const { core } = await renderFooter();
      const config = core.store.config.value;
      act(() => {
        core.store.config.value = {
          ...config,
          configData: { ...fakeShopConfig('en'), shipping_policy: 0 },
        };
      });
      expect(screen.queryByRole('link', { name: 'Shipping Policy' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Refund Policy' })).toBeTruthy();
    });
  });

  describe('given the Android app is switched off', () => {
    it('offers only the App Store', async () => {
      await renderFooter({ appLinks: { playstore_url_status: 0 } });
      expect(linksOf('Download the app').map(([name]) => name)).toEqual([
        'Download on the App Store (opens in a new tab)',
      ]);
    });
  });

  describe('given the iOS app is switched off', () => {
    it('offers only Google Play', async () => {
      await renderFooter({ appLinks: { apple_store_url_status: 0 } });
      expect(linksOf('Download the app').map(([name]) => name)).toEqual([
        'Get it on Google Play (opens in a new tab)',
      ]);
    });
  });

  describe('given both apps are switched off', () => {
    const bothOff = { playstore_url_status: 0, apple_store_url_status: 0 } as const;

    it('shows no app section at all', async () => {
      await renderFooter({ appLinks: bothOff });
      expect(screen.queryByRole('heading', { name: 'Download the app' })).toBeNull();
      expect(screen.queryByRole('link', { name: /Google Play|App Store/ })).toBeNull();
    });

    it('has no serious accessibility violations', async () => {
      const { container } = await renderFooter({ appLinks: bothOff });
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('given the landing data cannot be loaded', () => {
    it('goes without description and app buttons, quietly, and shows the rest', async () => {
      const { toasts } = await renderFooter({ landingFails: true });
      expect(screen.queryByRole('heading', { name: 'Download the app' })).toBeNull();
      expect(screen.queryByText(fakeLandingData('en').fixed_footer_description)).toBeNull();
      expect(toasts('error')).toEqual([]);
      expect(screen.getByRole('list', { name: 'Company' })).toBeTruthy();
    });
  });

  describe('given the landmark prop is false', () => {
    it('is no landmark, for a page whose own footer wraps it', async () => {
      await renderFooter({ props: { landmark: false } });
      expect(screen.queryByRole('contentinfo')).toBeNull();
      expect(screen.getByRole('list', { name: 'Company' })).toBeTruthy();
    });
  });

  describe('given the shopper reads Arabic', () => {
    it('is titled in Arabic, runs right to left and has Arabic checked', async () => {
      const { container } = await renderFooter({ language: 'ar' });
      expect(screen.getByRole('heading', { name: 'الشركة' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'من نحن' })).toBeTruthy();
      expect(
        screen.getByRole('link', { name: 'المساعدة والدعم (يفتح في علامة تبويب جديدة)' }),
      ).toBeTruthy();
      expect(screen.getByRole('listitem', { name: 'فيزا' })).toBeTruthy();
      expect((screen.getByRole('radio', { name: 'العربية' }) as HTMLInputElement).checked).toBe(
        true,
      );
      expect(container.querySelector('[dir]')?.getAttribute('dir')).toBe('rtl');
    });

    it('lays out the Latin names of its badges and buttons whole, left to right ("3-D Secure")', async () => {
      await renderFooter({ language: 'ar' });
      const isolatedIn = (element: HTMLElement) =>
        [...element.querySelectorAll('bdi[dir="ltr"]')].map((bdi) => bdi.textContent);

      const secure = screen.getByRole('listitem', { name: 'مدفوعات محمية بتقنية 3-D Secure' });
      expect(isolatedIn(secure)).toEqual(['3-D Secure']);
      const iso = screen.getByRole('listitem', { name: 'معتمد وفق ISO 27001' });
      expect(isolatedIn(iso)).toEqual(['ISO 27001']);
      const appStore = screen.getByRole('link', { name: /App Store/ });
      expect(isolatedIn(appStore)).toEqual(['App Store']);
    });

    it('has no serious accessibility violations', async () => {
      const { container } = await renderFooter({ language: 'ar' });
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('when the shopper picks Arabic in the language group', () => {
    it('switches the language and the direction, and confirms in Arabic', async () => {
      const { user, core, container, toasts } = await renderFooter();
      const group = screen.getByRole('group', { name: 'Language' });
      expect(
        (within(group).getByRole('radio', { name: 'English' }) as HTMLInputElement).checked,
      ).toBe(true);
      await user.click(within(group).getByRole('radio', { name: 'العربية' }));
      await waitFor(() => expect(toasts('success')).toEqual(['تم تغيير اللغة']));
      expect(core.store.language.value).toBe('ar');
      expect(container.querySelector('[dir]')?.getAttribute('dir')).toBe('rtl');
      expect(screen.getByRole('heading', { name: 'الشركة' })).toBeTruthy();
      expect((screen.getByRole('radio', { name: 'العربية' }) as HTMLInputElement).checked).toBe(
        true,
      );
    });
  });

  describe('when the shopper uses only the keyboard', () => {
    it('reaches the language group with Tab and switches with the arrow keys', async () => {
      const { user, core, container } = await renderFooter();
      await tabTo(user, screen.getByRole('radio', { name: 'English' }));
      await user.keyboard('{ArrowUp}');
      await waitFor(() => expect(core.store.language.value).toBe('ar'));
      expect(container.querySelector('[dir]')?.getAttribute('dir')).toBe('rtl');
      const arabic = screen.getByRole('radio', { name: 'العربية' });
      expect(document.activeElement).toBe(arabic);
      await user.keyboard('{ArrowDown}');
      await waitFor(() => expect(core.store.language.value).toBe('en'));
      expect(container.querySelector('[dir]')?.getAttribute('dir')).toBe('ltr');
    });
  });
});

describe('<souq-footer>', () => {
  const shop = createFakeShop({ signedIn: false });

  beforeAll(() => {
    configureSouq({ apiBaseUrl: 'http://shop.test', fetch: shop.fetch });
  });

  it('renders the footer in its shadow root, linking to the storefront’s origin', async () => {
    const holder = document.createElement('div');
    holder.innerHTML = '<souq-footer></souq-footer><souq-footer landmark="false"></souq-footer>';
    document.body.append(holder);
    try {
      const [landmark, plain] = holder.querySelectorAll('souq-footer');
      await souqRuntime().ready;
      // The runtime starts in the shop's default language, Arabic.
      await waitFor(() => {
        const about = [...(landmark?.shadowRoot?.querySelectorAll('a') ?? [])].find(
          (link) => link.textContent === 'من نحن',
        );
        expect(about?.getAttribute('href')).toBe('http://shop.test/about-us');
      });
      expect(landmark?.shadowRoot?.querySelector('[role="contentinfo"]')).not.toBeNull();
      await waitFor(() => expect(plain?.shadowRoot?.textContent).toContain('من نحن'));
      expect(plain?.shadowRoot?.querySelector('[role="contentinfo"]')).toBeNull();
    } finally {
      holder.remove();
    }
  });
});
