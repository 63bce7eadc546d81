import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '../../src/core/api/wire';
import type { Locale } from '../../src/core/i18n';
import { fakeOrder } from '../../src/core/testing';
import { renderWithSouq } from '../../src/ui/testing';
import { DeliveryFacts } from './DeliveryFacts';

afterEach(cleanup);

/** A delivered order whose shopper said, at checkout, what to do with a missing item. */
function orderNoting(note: string, language: Locale): Order {
  return { ...fakeOrder({ id: 7 }).order(language), unavailable_item_note: note };
}

/** The value the section gives the label `label`. */
function factOf(label: string): string | null | undefined {
  const section = within(screen.getByRole('region'));
  return section.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('DeliveryFacts', () => {
  describe('given the choice the checkout sent for a missing item', () => {
    it('says it in Arabic on an Arabic page, not as the English it was sent in', () => {
      renderWithSouq(<DeliveryFacts order={orderNoting('Call me to decide', 'ar')} />, {
        language: 'ar',
      });
      expect(factOf('إذا لم يتوفر أحد المنتجات')).toBe('اتصل بي لأقرر');
    });

    it('says it in English on an English page', () => {
      renderWithSouq(<DeliveryFacts order={orderNoting('Replace it with a similar item', 'en')} />);
      expect(factOf('If an item is unavailable')).toBe('Replace it with a similar item');
    });
  });

  describe('given a note of the shopper’s own words (another client)', () => {
    it('shows it as written', () => {
      renderWithSouq(<DeliveryFacts order={orderNoting('Ring the bell twice', 'ar')} />, {
        language: 'ar',
      });
      expect(factOf('إذا لم يتوفر أحد المنتجات')).toBe('Ring the bell twice');
    });
  });

  describe('given a parcel', () => {
    it('names where it is collected and where it goes, each with the person to ask for', () => {
      const base = fakeOrder({ id: 8 }).order('en');
      const parcel: Order = {
        ...base,
        order_type: 'parcel',
        receiver_details: {
          ...base.delivery_address,
          address: '12 Nile Street',
          contact_person_name: 'Omar Said',
        },
      };
      renderWithSouq(<DeliveryFacts order={parcel} />);
      const from = within(screen.getByRole('region', { name: 'From' }));
      const to = within(screen.getByRole('region', { name: 'To' }));
      expect(from.getByText(base.delivery_address.contact_person_name)).toBeTruthy();
      expect(to.getByText('Omar Said')).toBeTruthy();
      expect(to.getByText(/12 Nile Street/)).toBeTruthy();
      expect(screen.queryByRole('region', { name: 'Delivery address' })).toBeNull();
    });
  });
});
