import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SouqCore } from '../../src/core';
import { formatPrice } from '../../src/core/pricing';
import { createFakeShop, fakeShopConfig } from '../../src/core/testing';
import { configureSouq, souqRuntime } from '../../src/elements/host/runtime';
import { renderOnShop, type ShopSetup, seriousViolations } from '../../src/ui/testing';
import { Help } from './Help';
import './define';

const cores: SouqCore[] = [];

afterEach(() => {
  cleanup();
  for (const core of cores.splice(0)) core.dispose();
});

async function renderHelp(setup: ShopSetup = {}) {
  const rendered = await renderOnShop(<Help />, setup);
  cores.push(rendered.core);
  return rendered;
}

const price = (amount: number, language: 'ar' | 'en' = 'en') =>
  formatPrice(amount, fakeShopConfig(language), language);

const questionsList = () =>
  within(screen.getByRole('region', { name: 'Frequently asked questions' })).getByRole('list');

describe('Help', () => {
  describe('given a visitor on a shop with its contacts', () => {
    it('is the page’s h1 and links the phone and the e-mail, and shows the office', async () => {
      await renderHelp();
      expect(screen.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeTruthy();
      const contacts = screen.getByRole('region', { name: 'Contact us' });
      const phone = within(contacts).getByRole('link', { name: '+20 2 2345 6789' });
      expect(phone.getAttribute('href')).toBe('tel:+20223456789');
      expect(phone.getAttribute('dir')).toBe('ltr');
      expect(
        within(contacts).getByRole('link', { name: 'support@souq.example' }).getAttribute('href'),
      ).toBe('mailto:support@souq.example');
      expect(within(contacts).getByText('12 Talaat Harb Street, Downtown, Cairo')).toBeTruthy();
    });

    it('asks the visitor to sign in to message support, and brings them back to the inbox', async () => {
      await renderHelp();
      const link = screen.getByRole('link', { name: 'Sign in to message support' });
      expect(link.getAttribute('href')).toBe('/auth/sign-in?from=%2Finbox');
    });

    it('lists the frequent questions closed, and a click opens one on its answer', async () => {
      const { user } = await renderHelp();
      const questions = within(questionsList()).getAllByRole('listitem');
      expect(questions).toHaveLength(8);
      const delivery = screen.getByText('How much does delivery cost?');
      const details = delivery.closest('details');
      expect(details?.open).toBe(false);
      await user.click(delivery);
      expect(details?.open).toBe(true);
      expect(
        within(details as HTMLElement).getByText(
          `Orders of ${price(500)} or more are delivered free.`,
        ),
      ).toBeTruthy();
      expect(
        within(details as HTMLElement)
          .getByRole('link', { name: 'Shipping Policy' })
          .getAttribute('href'),
      ).toBe('/shipping-policy');
    });

    it('reaches each question with Tab', async () => {
      const { user } = await renderHelp();
      const summaries = [...questionsList().querySelectorAll('summary')];
      await user.click(screen.getByRole('heading', { level: 1 }));
      const reached: Element[] = [];
      for (let press = 0; press < 20 && reached.length < summaries.length; press += 1) {
        await user.tab();
        if (document.activeElement?.tagName === 'SUMMARY') reached.push(document.activeElement);
      }
      expect(reached).toEqual(summaries);
    });

    it('answers with the shop’s own cash-on-delivery cap and points rate', async () => {
      await renderHelp();
      expect(
        screen.getByText(
          `Pay in cash when your order arrives, for orders up to ${price(1000)}, or online on the shop’s payment page at checkout.`,
        ),
      ).toBeTruthy();
      expect(screen.getByText(`10 points are worth ${price(1)} in your wallet.`)).toBeTruthy();
      expect(
        screen.getByText(
          'Convert them into wallet money from Loyalty Points in your profile once you have 200 points or more.',
        ),
      ).toBeTruthy();
    });

    it('links about us and every policy the shop publishes', async () => {
      await renderHelp();
      const pages = within(screen.getByRole('region', { name: 'Policies and information' }));
      expect(pages.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
        '/about-us',
        '/terms-and-conditions',
        '/privacy-policy',
        '/refund-policy',
        '/cancellation-policy',
        '/shipping-policy',
      ]);
    });

    it('has no serious accessibility violations', async () => {
      const { container, user } = await renderHelp();
      await user.click(screen.getByText('How can I pay?'));
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('given a signed-in customer', () => {
    it('leads into the support inbox', async () => {
      const shop = createFakeShop();
      await renderHelp({ token: shop.token });
      expect(screen.getByRole('link', { name: 'Open your inbox' }).getAttribute('href')).toBe(
        '/inbox',
      );
      expect(screen.queryByRole('link', { name: 'Sign in to message support' })).toBeNull();
    });
  });

  describe('given an Arabic shopper', () => {
    it('asks and answers in Arabic, amounts in the shop’s currency', async () => {
      const { user } = await renderHelp({ language: 'ar' });
      expect(screen.getByRole('heading', { level: 1, name: 'المساعدة والدعم' })).toBeTruthy();
      expect(screen.getByRole('region', { name: 'تواصل معنا' })).toBeTruthy();
      await user.click(screen.getByText('كم تبلغ رسوم التوصيل؟'));
      const free = screen.getByText(
        `التوصيل مجاني للطلبات التي تبلغ قيمتها ${price(500, 'ar')} أو أكثر.`,
      );
      // The amount's number and symbol never part at the end of a line.
      expect(free.textContent).toContain(price(500, 'ar').replaceAll(' ', '\u00a0'));
      expect(screen.getByText(`10 نقاط تساوي ${price(1, 'ar')} في محفظتك.`)).toBeTruthy();
    });

    it('has no serious accessibility violations', async () => {
      const { container } = await renderHelp({ language: 'ar' });
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('given a shop with its policies, wallet and points off and no free delivery', () => {
    it('leaves out what the shop does not offer', async () => {
      await renderHelp({
        shop: {
          config: {
            refund_policy: 0,
            shipping_policy: 0,
            customer_wallet_status: 0,
            loyalty_point_status: 0,
            free_delivery_over: null,
          },
        },
      });
      expect(within(questionsList()).getAllByRole('listitem')).toHaveLength(6);
      expect(screen.queryByText('What is the wallet?')).toBeNull();
      expect(screen.queryByText(/delivered free/)).toBeNull();
      const pages = within(screen.getByRole('region', { name: 'Policies and information' }));
      expect(pages.queryByRole('link', { name: 'Refund Policy' })).toBeNull();
      expect(pages.queryByRole('link', { name: 'Shipping Policy' })).toBeNull();
    });
  });

  describe('given a shop that gives no contacts', () => {
    it('shows no contacts, and still the way into the inbox', async () => {
      await renderHelp({ shop: { config: { email: '', phone: '', address: '' } } });
      expect(screen.queryByRole('region', { name: 'Contact us' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Sign in to message support' })).toBeTruthy();
    });
  });
});

describe('<souq-help>', () => {
  const shop = createFakeShop();

  beforeAll(() => {
    configureSouq({ apiBaseUrl: 'http://shop.test', fetch: shop.fetch });
  });

  it('shows the help page inside its shadow root', async () => {
    const holder = document.createElement('div');
    holder.innerHTML = '<souq-help></souq-help>';
    document.body.append(holder);
    const element = holder.querySelector('souq-help');
    await souqRuntime().ready;
    await waitFor(() =>
      expect(element?.shadowRoot?.querySelector('h1')?.textContent).toBe('المساعدة والدعم'),
    );
    await waitFor(() => expect(element?.shadowRoot?.querySelectorAll('summary')).toHaveLength(8));
    holder.remove();
  });
});
