import { screen, within } from '@testing-library/react';
import { Store } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { renderWithSouq, seriousViolations } from '../testing';
import { ItemRow } from './ItemRow';

describe('ItemRow', () => {
  describe('given a row of a list', () => {
    function renderList() {
      return renderWithSouq(
        <ul aria-label="Cart">
          <ItemRow
            data-cart-line=""
            layout="stacked"
            imageSrc="/images/product/dates.svg"
            name="Siwa dates 500 g"
            href="/product/siwa-dates-500-g"
            secondary={<span>Large</span>}
            price={<span>EGP 95.00</span>}
            note={<p>Out of stock</p>}
            actions={<button type="button">Remove Siwa dates 500 g</button>}
          />
          <ItemRow name="Red apples 1 kg" imageSrc={null} />
        </ul>,
      );
    }

    it('is a list item with its picture, linked name, secondary text, price, note and actions', () => {
      renderList();
      const [dates] = screen.getAllByRole('listitem');
      const row = within(dates ?? document.body);
      expect(row.getByRole('link', { name: 'Siwa dates 500 g' }).getAttribute('href')).toBe(
        '/product/siwa-dates-500-g',
      );
      expect(dates?.querySelector('img')?.getAttribute('src')).toBe('/images/product/dates.svg');
      expect(dates?.querySelector('img')?.getAttribute('width')).toBe('64');
      for (const text of ['Large', 'EGP 95.00', 'Out of stock']) {
        expect(row.getByText(text)).toBeTruthy();
      }
      expect(row.getByRole('button', { name: 'Remove Siwa dates 500 g' })).toBeTruthy();
      expect(dates?.hasAttribute('data-cart-line')).toBe(true);
    });

    it('shows a plain name, and the picture placeholder, when it has no link or picture', () => {
      renderList();
      const apples = screen.getAllByRole('listitem')[1];
      expect(within(apples ?? document.body).queryByRole('link')).toBeNull();
      expect(within(apples ?? document.body).getByText('Red apples 1 kg')).toBeTruthy();
      expect(apples?.querySelector('img')).toBeNull();
      expect(apples?.querySelector('svg')).not.toBeNull();
    });

    it('has no serious accessibility violations', async () => {
      const { container } = renderList();
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('given a row inside a listbox option', () => {
    function renderOption() {
      return renderWithSouq(
        <div role="listbox" aria-label="Suggestions">
          <div role="option" aria-selected="true">
            <ItemRow as="div" size="sm" icon={Store} name="Delta Dates" />
          </div>
        </div>,
      );
    }

    it('leaves the role to the option: no list item, the option named by the row', () => {
      renderOption();
      expect(screen.queryByRole('listitem')).toBeNull();
      expect(screen.getByRole('option').textContent).toBe('Delta Dates');
    });

    it('draws the icon in place of a picture, hidden from screen readers', () => {
      renderOption();
      const option = screen.getByRole('option');
      expect(option.querySelector('img')).toBeNull();
      expect(option.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    });

    it('has no serious accessibility violations', async () => {
      const { container } = renderOption();
      expect(await seriousViolations(container)).toEqual([]);
    });
  });

  describe('given controls described by the name', () => {
    it('gives the name the id they point at', () => {
      renderWithSouq(
        <ul>
          <ItemRow
            name="Arabica coffee beans"
            nameId="coffee-name"
            actions={
              <button type="button" aria-describedby="coffee-name">
                Add to Cart
              </button>
            }
          />
        </ul>,
      );
      const add = screen.getByRole('button', { name: 'Add to Cart' });
      expect(document.getElementById('coffee-name')?.textContent).toBe('Arabica coffee beans');
      expect(add.getAttribute('aria-describedby')).toBe('coffee-name');
    });
  });
});
