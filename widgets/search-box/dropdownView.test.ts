import { describe, expect, it } from 'vitest';
import type { SearchSuggestions } from '../../src/core/api/wire';
import { dropdownView, optionsOf } from './dropdownView';

const apples = { id: 1, name: 'Red apples 1 kg' };
const rice = { id: 12, name: 'Egyptian rice 5 kg' };
const market = { id: 1, name: 'Fresh Market' };

const success = (text: string, data: SearchSuggestions) =>
  ({ status: 'success', text, data }) as const;

describe('dropdownView', () => {
  describe('given no text typed', () => {
    it('lists the recent searches', () => {
      expect(dropdownView('', { status: 'idle' }, ['milk', 'rice'])).toEqual({
        kind: 'recent',
        terms: ['milk', 'rice'],
      });
    });

    it('shows nothing when there are none, whatever was asked before', () => {
      expect(dropdownView('  ', success('r', { items: [apples], stores: [] }), [])).toEqual({
        kind: 'nothing',
      });
    });
  });

  describe('given text typed', () => {
    it('is loading while the request waits out the pause or is on its way', () => {
      expect(dropdownView('r', { status: 'idle' }, ['milk'])).toEqual({ kind: 'loading' });
      expect(dropdownView('r', { status: 'pending', text: 'r' }, [])).toEqual({ kind: 'loading' });
    });

    it('does not show the suggestions of an older text', () => {
      const older = success('r', { items: [apples], stores: [] });
      expect(dropdownView('ri', older, [])).toEqual({ kind: 'loading' });
    });

    it('shows the suggestions of this text, spaces around it aside', () => {
      const data = { items: [apples, rice], stores: [market] };
      expect(dropdownView(' r ', success('r', data), [])).toEqual({
        kind: 'results',
        items: data.items,
        stores: data.stores,
      });
    });

    it('says nothing was found when both lists are empty', () => {
      expect(dropdownView('caviar', success('caviar', { items: [], stores: [] }), [])).toEqual({
        kind: 'noResults',
      });
    });

    it('shows nothing after a failure', () => {
      expect(
        dropdownView('r', { status: 'error', text: 'r', error: new Error('500') }, []),
      ).toEqual({ kind: 'nothing' });
    });
  });
});

describe('optionsOf', () => {
  it('visits items before stores', () => {
    expect(optionsOf({ kind: 'results', items: [apples, rice], stores: [market] })).toEqual([
      { kind: 'item', item: apples },
      { kind: 'item', item: rice },
      { kind: 'store', store: market },
    ]);
  });

  it('visits the recent searches newest first', () => {
    expect(optionsOf({ kind: 'recent', terms: ['milk', 'rice'] })).toEqual([
      { kind: 'recent', term: 'milk' },
      { kind: 'recent', term: 'rice' },
    ]);
  });

  it.each(['nothing', 'loading', 'noResults'] as const)('has no options while %s', (kind) => {
    expect(optionsOf({ kind })).toEqual([]);
  });
});
