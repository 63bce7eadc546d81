import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SouqCore } from '../../../core';
import type { Store } from '../../../core/api/wire';
import type { Locale } from '../../../core/i18n';
import { renderWithSouq, seriousViolations } from '../../testing';
import { configuredCore } from '../testing/configuredCore';
import { StoreCard, StoreCardSkeleton } from './StoreCard';

const cores: SouqCore[] = [];

afterEach(() => {
  for (const core of cores.splice(0)) core.dispose();
});

const deltaDates: Store = {
  id: 3,
  name: 'Delta Dates',
  logo: 'store-3.png',
  discount: 15,
  avg_rating: 4.8,
  delivery_time: '20-30 min',
  minimum_delivery_time: 20,
  maximum_delivery_time: 30,
};

function renderCard(store: Store, language: Locale = 'en', linked = false) {
  const core = configuredCore(language);
  cores.push(core);
  const rendered = renderWithSouq(
    <ul>
      <StoreCard store={store} linked={linked} />
    </ul>,
    { core },
  );
  return { ...rendered, card: within(screen.getByRole('listitem')) };
}

describe('StoreCard', () => {
  describe('given it is linked', () => {
    it("links its name to the store's page by id", () => {
      const { card } = renderCard({ ...deltaDates, slug: 'apply' }, 'en', true);
      const link = card.getByRole('link', { name: 'Delta Dates' });
      expect(link.getAttribute('href')).toBe('/store/3');
      expect(card.getByRole('heading', { level: 3, name: 'Delta Dates' }).contains(link)).toBe(
        true,
      );
    });

    it('holds its own control beside the link, which keeps its name', async () => {
      const core = configuredCore('en');
      cores.push(core);
      const pressed = vi.fn();
      const { user } = renderWithSouq(
        <ul>
          <StoreCard
            store={deltaDates}
            linked
            action={
              <button type="button" onClick={pressed}>
                Remove
              </button>
            }
          />
        </ul>,
        { core },
      );
      const card = within(screen.getByRole('listitem'));
      expect(card.getByRole('link', { name: 'Delta Dates' })).toBeTruthy();
      await user.click(card.getByRole('button', { name: 'Remove' }));
      expect(pressed).toHaveBeenCalledOnce();
    });

    it('is no link unless asked', () => {
      const { card } = renderCard(deltaDates);
      expect(card.queryByRole('link')).toBeNull();
    });

    it('has no serious accessibility violations', async () => {
      const { container } = renderCard(deltaDates, 'en', true);
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('given a rated store with a store-wide discount', () => {
    it('names the store in a heading, with its logo from the store pictures', () => {
      const { card } = renderCard(deltaDates);
      expect(card.getByRole('heading', { level: 3, name: 'Delta Dates' })).toBeTruthy();
      expect(document.querySelector('img')?.getAttribute('src')).toBe('/images/store/store-3.png');
    });

    it('says its rating, delivery time and discount', () => {
      const { card } = renderCard(deltaDates);
      expect(card.getByText('Rated 4.8 out of 5')).toBeTruthy();
      expect(card.getByText('Delivery time:', { exact: false })).toBeTruthy();
      expect(card.getByText('20–30 minutes')).toBeTruthy();
      expect(card.getByText('-15%')).toBeTruthy();
    });

    it('says them in Arabic, the delivery time included', () => {
      const { card } = renderCard({ ...deltaDates, name: 'تمور الدلتا' }, 'ar');
      expect(card.getByText('التقييم 4.8 من 5')).toBeTruthy();
      expect(card.getByText('20–30 دقيقة')).toBeTruthy();
      expect(card.getByText('خصم 15٪')).toBeTruthy();
    });

    it('shows the text of a backend that sends no minutes as it wrote it', () => {
      const { minimum_delivery_time, maximum_delivery_time, ...textOnly } = deltaDates;
      const { card } = renderCard(textOnly);
      expect(card.getByText('20-30 min')).toBeTruthy();
    });

    it('has no serious accessibility violations', async () => {
      const { container } = renderCard(deltaDates);
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('given a new store with no rating, delivery time or discount', () => {
    it('shows only its name', () => {
      const { card } = renderCard({ id: 9, name: 'Corner Shop' });
      expect(screen.getByRole('listitem').textContent).toBe('Corner Shop');
      expect(card.queryByText(/%/)).toBeNull();
    });
  });
});

describe('StoreCardSkeleton', () => {
  it('stands in as a list item with nothing to read', () => {
    renderWithSouq(
      <ul>
        <StoreCardSkeleton />
      </ul>,
    );
    expect(screen.getByRole('listitem').textContent).toBe('');
  });
});
