import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '../../src/core/api/wire';
import { fakeOrder } from '../../src/core/testing';
import { fixtureParcelCategories } from '../../src/core/testing/fakeContentFixtures';
import { renderWithSouq, seriousViolations } from '../../src/ui/testing';
import { ParcelFacts } from './ParcelFacts';
import { PrescriptionFacts } from './PrescriptionFacts';

afterEach(cleanup);

/** The value a section gives the label `label`. */
function factOf(label: string): string | null | undefined {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('ParcelFacts', () => {
  it('says the parcel’s category, how far it goes and who pays', () => {
    const [category] = fixtureParcelCategories('en');
    if (!category) throw new Error('the fake shop has no parcel category');
    const parcel: Order = {
      ...fakeOrder({ id: 8 }).order('en'),
      order_type: 'parcel',
      distance: 7.25,
      parcel_category: category,
      charge_payer: 'receiver',
    };
    renderWithSouq(<ParcelFacts order={parcel} />);
    expect(screen.getByRole('region', { name: 'Parcel' })).toBeTruthy();
    expect(factOf('Category')).toBe(category.name);
    expect(factOf('Distance')).toBe('7.3 km');
    expect(factOf('Paid by')).toBe('Receiver');
  });
});

describe('PrescriptionFacts', () => {
  const prescription: Order = {
    ...fakeOrder({ id: 9 }).order('en'),
    prescription_order: true,
    order_note: 'The larger box, please',
    order_attachment: ['a.png', 'b.png'],
    order_attachment_full_url: ['https://fake.souq.test/a.png', 'https://fake.souq.test/b.png'],
  };

  it('shows the prescription’s pictures and the note sent with them', () => {
    renderWithSouq(<PrescriptionFacts order={prescription} />);
    const section = within(screen.getByRole('region', { name: 'Your prescription' }));
    expect(section.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual([
      'Photo 1',
      'Photo 2',
    ]);
    expect(section.getByText('The larger box, please')).toBeTruthy();
  });

  it('opens a picture full size in the page', () => {
    renderWithSouq(<PrescriptionFacts order={prescription} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open photo 2 full size' }));
    expect(screen.getByRole('dialog', { name: 'Photo 2 of 2' })).toBeTruthy();
  });

  it('has no serious accessibility violations', async () => {
    const { container } = renderWithSouq(<PrescriptionFacts order={prescription} />);
    expect(await seriousViolations(container)).toEqual([]);
  });
});
