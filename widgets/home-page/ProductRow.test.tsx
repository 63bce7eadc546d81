import { act, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { SouqCore } from '../../src/core';
import { fixtureItem } from '../../src/core/testing';
import { SouqProvider } from '../../src/ui/souq';
import { createTestCore, renderWithSouq } from '../../src/ui/testing';
import { ProductRow } from './ItemListSection';

const items = Array.from({ length: 10 }, (_, index) => ({
  ...fixtureItem('percentOff', 'en'),
  id: index + 1,
  name: `Product ${index + 1}`,
}));

const cores: SouqCore[] = [];

afterEach(() => {
  for (const core of cores.splice(0)) core.dispose();
});

describe('a row of product cards', () => {
  it('renders its first four cards with its section, the rest held by stand-ins, busy', () => {
    const { core } = createTestCore();
    cores.push(core);
    const page = document.createElement('div');
    page.innerHTML = renderToString(
      <SouqProvider core={core} start={false}>
        <ProductRow items={items} labelledBy="popular" />
      </SouqProvider>,
    );
    const list = page.querySelector('ul') as HTMLUListElement;

    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Product 1', 'Product 2', 'Product 3', 'Product 4']);
    expect(list.children).toHaveLength(10);
    expect(list.getAttribute('aria-busy')).toBe('true');
  });

  it('renders every card just after, and is no longer busy', async () => {
    const { core } = await act(async () =>
      renderWithSouq(<ProductRow items={items} labelledBy="popular" />),
    );
    cores.push(core);
    const list = screen.getByRole('list');

    expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(10);
    expect(list.hasAttribute('aria-busy')).toBe(false);
  });
});
