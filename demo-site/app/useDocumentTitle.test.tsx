import { act, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithSouq } from '../../src/ui/testing';
import { useDocumentTitle } from './useDocumentTitle';

function Storefront() {
  useDocumentTitle('main');
  const [page, setPage] = useState('Green tea');
  return (
    <main id="main">
      <h1>{page}</h1>
      <button type="button" onClick={() => setPage('Stores')}>
        Stores
      </button>
    </main>
  );
}

describe('useDocumentTitle', () => {
  it('follows the main heading of the page shown', async () => {
    const { user, getByRole } = renderWithSouq(<Storefront />, { language: 'en' });
    await waitFor(() => expect(document.title).toBe('Green tea | Souq'));
    await act(() => user.click(getByRole('button', { name: 'Stores' })));
    await waitFor(() => expect(document.title).toBe('Stores | Souq'));
  });
});
