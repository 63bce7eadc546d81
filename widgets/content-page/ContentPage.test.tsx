import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SouqCore } from '../../src/core';
import type { ContentBlock, ContentPage as Page } from '../../src/core/content';
import { createFakeShop } from '../../src/core/testing';
import { configureSouq, souqRuntime } from '../../src/elements/host/runtime';
import { renderOnShop, type ShopSetup, seriousViolations } from '../../src/ui/testing';
import { ContentPage, type ContentPageProps } from './ContentPage';
import './define';

const cores: SouqCore[] = [];

afterEach(() => {
  cleanup();
  for (const core of cores.splice(0)) core.dispose();
});

/** A content page on a fake shop whose configuration has loaded. */
async function renderPage(props: ContentPageProps, setup: ShopSetup = {}) {
  const rendered = await renderOnShop(<ContentPage {...props} />, setup);
  cores.push(rendered.core);
  return rendered;
}

const pathOf = (input: RequestInfo | URL) =>
  new URL(String(input instanceof Request ? input.url : input)).pathname;

/** A fetch in front of the shop's that answers the page at `path` itself. */
const answering =
  (path: string, reply: () => Promise<Response>) =>
  (shopFetch: typeof fetch): typeof fetch =>
  (input, init) =>
    pathOf(input) === path ? reply() : shopFetch(input, init);

const pageOf = (blocks: ContentBlock[]): Page => ({
  key: 'terms_and_conditions',
  title: 'Terms & Conditions',
  blocks,
  updated_at: '2026-11-01T09:00:00.000Z',
});

const h2 = (text: string): ContentBlock => ({ type: 'heading', level: 2, text });
const says = (text: string, href?: string): ContentBlock => ({
  type: 'paragraph',
  content: [href === undefined ? { text } : { text, href }],
});

/** Four sections, with a link of each kind a page may hold. */
const LONG_PAGE = pageOf([
  says('By placing an order you accept these terms.'),
  h2('Your account'),
  says('Read the refund policy', '/refund-policy'),
  h2('Orders and prices'),
  { type: 'list', ordered: true, items: [[{ text: 'Pick' }], [{ text: 'Pay' }]] },
  h2('Payment'),
  says('Card brands', 'https://www.souq.example/cards'),
  { type: 'heading', level: 3, text: 'Cash' },
  h2('Contact'),
  says('+20 2 2345 6789', 'tel:+20223456789'),
]);

const termsAnswer = (page: unknown) =>
  answering('/api/v1/terms-and-conditions', async () => Response.json(page));

describe('ContentPage', () => {
  describe('given a short page', () => {
    it('shows its title as the h1, its section as an h2, its text and when it changed', async () => {
      await renderPage({ page: 'about-us' });
      expect(await screen.findByText('Souq brings the shops near you to your door.')).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeTruthy();
      expect(screen.getByRole('heading', { level: 2, name: 'Contact' })).toBeTruthy();
      expect(screen.getByText('Last updated November 1, 2026')).toBeTruthy();
      const mail = screen.getByRole('link', { name: 'support@souq.example' });
      expect(mail.getAttribute('href')).toBe('mailto:support@souq.example');
    });

    it('has no table of contents', async () => {
      await renderPage({ page: 'about-us' });
      await screen.findByText('Souq brings the shops near you to your door.');
      expect(screen.queryByRole('navigation')).toBeNull();
    });

    it('reads the page in Arabic for an Arabic shopper', async () => {
      await renderPage({ page: 'privacy-policy' }, { language: 'ar' });
      expect(await screen.findByText('لا نحتفظ إلا بما تحتاجه طلباتك.')).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeTruthy();
      expect(screen.getByText('آخر تحديث: 1 نوفمبر 2026')).toBeTruthy();
    });

    it('has no serious accessibility violations', async () => {
      const { container } = await renderPage({ page: 'about-us' });
      await screen.findByText('Souq brings the shops near you to your door.');
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('given a page of four sections', () => {
    it('lists them in a navigation named "On this page", each linking to its heading', async () => {
      await renderPage({ page: 'terms-and-conditions' }, { wrap: termsAnswer(LONG_PAGE) });
      const contents = await screen.findByRole('navigation', { name: 'On this page' });
      const links = within(contents).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual([
        'Your account',
        'Orders and prices',
        'Payment',
        'Contact',
      ]);
      for (const link of links) {
        const id = link.getAttribute('href')?.slice(1) ?? '';
        expect(document.getElementById(id)?.textContent).toBe(link.textContent);
      }
      expect(screen.getByRole('heading', { level: 3, name: 'Cash' })).toBeTruthy();
    });

    it('moves to a section chosen with the keyboard, its heading focused', async () => {
      const scrolled = vi.fn();
      Element.prototype.scrollIntoView = scrolled;
      const { user } = await renderPage(
        { page: 'terms-and-conditions' },
        { wrap: termsAnswer(LONG_PAGE) },
      );
      const link = await screen.findByRole('link', { name: 'Payment' });
      link.focus();
      await user.keyboard('{Enter}');
      const heading = screen.getByRole('heading', { level: 2, name: 'Payment' });
      expect(document.activeElement).toBe(heading);
      expect(scrolled).toHaveBeenCalledOnce();
    });

    it('opens the shop’s own paths through the storefront, other sites in a new tab', async () => {
      await renderPage({ page: 'terms-and-conditions' }, { wrap: termsAnswer(LONG_PAGE) });
      const policy = await screen.findByRole('link', { name: 'Read the refund policy' });
      expect(policy.getAttribute('href')).toBe('/refund-policy');
      expect(policy.getAttribute('target')).toBeNull();
      const cards = screen.getByRole('link', { name: 'Card brands (opens in a new tab)' });
      expect(cards.getAttribute('target')).toBe('_blank');
      expect(cards.getAttribute('rel')).toBe('noopener');
      const phone = screen.getByRole('link', { name: '+20 2 2345 6789' });
      expect(phone.getAttribute('href')).toBe('tel:+20223456789');
      expect(phone.getAttribute('dir')).toBe('ltr');
    });

    it('has no serious accessibility violations', async () => {
      const { container } = await renderPage(
        { page: 'terms-and-conditions' },
        { wrap: termsAnswer(LONG_PAGE) },
      );
      await screen.findByRole('navigation', { name: 'On this page' });
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('when the shopper switches language', () => {
    it('reads the page again in the new language', async () => {
      const { core } = await renderPage({ page: 'shipping-policy' });
      await screen.findByText('We deliver in Cairo and Alexandria.');
      core.store.language.value = 'ar';
      expect(await screen.findByText('نوصّل داخل القاهرة والإسكندرية.')).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1, name: 'سياسة الشحن' })).toBeTruthy();
    });
  });

  describe('given a policy the shop switched off', () => {
    it('says the page is not available, asks for nothing and calls onNotFound', async () => {
      const onNotFound = vi.fn();
      const { shop } = await renderPage(
        { page: 'refund-policy', onNotFound },
        { shop: { config: { refund_policy: 0 } } },
      );
      expect(
        await screen.findByRole('heading', { level: 1, name: 'This page is not available' }),
      ).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/home');
      expect(onNotFound).toHaveBeenCalledOnce();
      expect(shop.calls.map((call) => call.path)).not.toContain('/api/v1/refund-policy');
    });

    it('says so when the server refuses the page as not found', async () => {
      const onNotFound = vi.fn();
      await renderPage(
        { page: 'cancellation-policy', onNotFound },
        {
          wrap: answering('/api/v1/cancelation', async () =>
            Response.json(
              { errors: [{ code: 'page', message: 'Page not found' }] },
              { status: 404 },
            ),
          ),
        },
      );
      expect(
        await screen.findByRole('heading', { level: 1, name: 'This page is not available' }),
      ).toBeTruthy();
      expect(onNotFound).toHaveBeenCalledOnce();
    });
  });

  describe('given a name the shop has no page for', () => {
    it('says the page is not available', async () => {
      const onNotFound = vi.fn();
      await renderPage({ page: 'careers' as ContentPageProps['page'], onNotFound });
      expect(
        screen.getByRole('heading', { level: 1, name: 'This page is not available' }),
      ).toBeTruthy();
      expect(onNotFound).toHaveBeenCalledOnce();
    });
  });

  describe('while the page is on its way', () => {
    it('shows its title and stands its text in, busy', async () => {
      const { container } = await renderPage(
        { page: 'terms-and-conditions' },
        { wrap: answering('/api/v1/terms-and-conditions', () => new Promise(() => undefined)) },
      );
      expect(screen.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeTruthy();
      expect(container.querySelector('[aria-busy="true"] [aria-hidden="true"]')).not.toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });

  describe('when the page cannot be read', () => {
    it('says so, and Try again reads it', async () => {
      const { user, shop } = await renderPage(
        { page: 'about-us' },
        {
          shop: {
            failNext: [{ path: '/api/v1/about-us', status: 500, message: 'Internal server error' }],
          },
        },
      );
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('This page could not be loaded.');
      expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeTruthy();
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('Souq brings the shops near you to your door.')).toBeTruthy();
      expect(shop.calls.filter((call) => call.path === '/api/v1/about-us')).toHaveLength(2);
    });
  });

  describe('given a page with nothing in it', () => {
    it('says it has no content yet', async () => {
      await renderPage({ page: 'terms-and-conditions' }, { wrap: termsAnswer(pageOf([])) });
      expect(await screen.findByText('This page has no content yet.')).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeTruthy();
    });

    it('shows nothing of a reply in HTML, as another backend sends it', async () => {
      await renderPage(
        { page: 'terms-and-conditions' },
        { wrap: termsAnswer('<p><img src=x onerror="alert(1)">Terms</p>') },
      );
      expect(await screen.findByText('This page has no content yet.')).toBeTruthy();
      expect(document.querySelector('img')).toBeNull();
    });
  });
});

describe('<souq-content-page>', () => {
  const shop = createFakeShop({ config: { shipping_policy: 0 } });

  beforeAll(() => {
    configureSouq({ apiBaseUrl: 'http://shop.test', fetch: shop.fetch });
  });

  const place = async (page: string) => {
    const holder = document.createElement('div');
    holder.innerHTML = `<souq-content-page page="${page}"></souq-content-page>`;
    document.body.append(holder);
    await souqRuntime().ready;
    return { element: holder.querySelector('souq-content-page'), remove: () => holder.remove() };
  };

  it('shows the page of its page attribute inside its shadow root', async () => {
    const { element, remove } = await place('about-us');
    await waitFor(() =>
      expect(element?.shadowRoot?.querySelector('h1')?.textContent).toBe('من نحن'),
    );
    remove();
  });

  it('says a switched-off policy is not available', async () => {
    const { element, remove } = await place('shipping-policy');
    await waitFor(() =>
      expect(element?.shadowRoot?.querySelector('h1')?.textContent).toBe('هذه الصفحة غير متاحة'),
    );
    remove();
  });
});
