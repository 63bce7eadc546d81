import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SouqCore } from '../../../core';
import type { Locale } from '../../../core/i18n';
import { formatPrice } from '../../../core/pricing';
import { fakeShopConfig, fixtureItem } from '../../../core/testing';
import { SouqProvider } from '../../souq';
import { renderWithSouq, seriousViolations } from '../../testing';
import { WidgetRoot } from '../../WidgetRoot';
import { configuredCore } from '../testing/configuredCore';
import { ProductCard, ProductCardSkeleton } from './ProductCard';

const cores: SouqCore[] = [];

afterEach(() => {
  for (const core of cores.splice(0)) core.dispose();
});

const price = (amount: number, language: Locale = 'en') =>
  formatPrice(amount, fakeShopConfig(language), language);

/** The card of one fixture item in a list, on a configured shop. */
function renderCard(
  kind: Parameters<typeof fixtureItem>[0],
  options: { language?: Locale; slots?: boolean; prominent?: boolean } = {},
) {
  const { language = 'en', slots = false, prominent } = options;
  const core = configuredCore(language);
  cores.push(core);
  const item = fixtureItem(kind, language);
  const rendered = renderWithSouq(
    <ul>
      <ProductCard
        item={item}
        prominent={prominent}
        {...(slots
          ? {
              wishlist: <button type="button">Wish</button>,
              action: <button type="button">Add</button>,
            }
          : {})}
      />
    </ul>,
    { core },
  );
  return { ...rendered, item, card: within(screen.getByRole('listitem')) };
}

describe('ProductCard', () => {
  describe('given the card opens the page (the first row of results)', () => {
    it('loads its picture at once and at high priority, the page’s largest paint', () => {
      const { container } = renderCard('percentOff', { prominent: true });
      const picture = container.querySelector('img');
      expect(picture?.getAttribute('loading')).toBe('eager');
      expect(picture?.getAttribute('fetchpriority')).toBe('high');
    });

    it('leaves the pictures of the other cards to load lazily, at the normal priority', () => {
      const { container } = renderCard('percentOff');
      const picture = container.querySelector('img');
      expect(picture?.getAttribute('loading')).toBe('lazy');
      expect(picture?.getAttribute('fetchpriority')).toBeNull();
    });
  });

  describe('given an item with a percent discount', () => {
    it('names the item in a heading linking to its product page', () => {
      const { card, item } = renderCard('percentOff');
      const heading = card.getByRole('heading', { level: 3, name: item.name });
      expect(within(heading).getByRole('link').getAttribute('href')).toBe('/product/bananas-1-kg');
    });

    it('links the picture too, but out of the tab order and hidden from screen readers', () => {
      const { card, container } = renderCard('percentOff');
      expect(card.getAllByRole('link')).toHaveLength(1);
      const pictureLink = container.querySelector('a[aria-hidden="true"]');
      expect(pictureLink?.getAttribute('tabindex')).toBe('-1');
      expect(pictureLink?.getAttribute('href')).toBe('/product/bananas-1-kg');
      expect(pictureLink?.querySelector('img')?.getAttribute('src')).toBe(
        '/images/product/bananas.svg',
      );
    });

    it('shows its store, rating, the badge, and the price with the old one struck through', () => {
      const { card, item } = renderCard('percentOff');
      expect(card.getByText(item.store_name ?? '')).toBeTruthy();
      expect(card.getByText('Rated 4.2 out of 5')).toBeTruthy();
      expect(card.getByText('-10%')).toBeTruthy();
      expect(card.getByText(price(item.price)).closest('s')).not.toBeNull();
    });
  });

  describe('given an amount discount, in Arabic', () => {
    it('badges the amount saved in the shop’s currency', () => {
      const { card } = renderCard('amountOff', { language: 'ar' });
      expect(card.getByText(`خصم ${price(25, 'ar')}`)).toBeTruthy();
    });
  });

  describe('given a full-price item without rating', () => {
    it('shows neither a badge nor a rating', () => {
      const { card } = renderCard('noImage');
      expect(card.queryByText(/%|off/)).toBeNull();
      expect(card.queryByText(/^Rated/)).toBeNull();
    });
  });

  describe('given the page’s wishlist and cart controls', () => {
    it('shows them in the card', () => {
      const { card } = renderCard('plain', { slots: true });
      expect(card.getByRole('button', { name: 'Wish' })).toBeTruthy();
      expect(card.getByRole('button', { name: 'Add' })).toBeTruthy();
    });

    it('has no serious accessibility violations', async () => {
      const { container } = renderCard('plain', { slots: true });
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('given a partner page whose storefront is elsewhere', () => {
    it('links to the product page on the storefront', () => {
      const core = configuredCore();
      cores.push(core);
      render(
        <SouqProvider core={core} start={false} storefrontUrl="https://shop.example">
          <WidgetRoot>
            <ul>
              <ProductCard item={fixtureItem('plain', 'en')} />
            </ul>
          </WidgetRoot>
        </SouqProvider>,
      );
      expect(screen.getByRole('link', { name: 'Red apples 1 kg' }).getAttribute('href')).toBe(
        'https://shop.example/product/red-apples-1-kg',
      );
    });
  });
});

describe('ProductCardSkeleton', () => {
  it('stands in as a list item with nothing to read', () => {
    renderWithSouq(
      <ul>
        <ProductCardSkeleton className="row-snap" />
      </ul>,
    );
    const stand = screen.getByRole('listitem');
    expect(stand.textContent).toBe('');
    expect(stand.classList.contains('row-snap')).toBe(true);
  });
});
