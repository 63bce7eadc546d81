import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { Spinner } from '../../src/ui/Spinner';
import { useSouq, useT } from '../../src/ui/souq';
import type { DropdownView } from './dropdownView';
import { RecentSearchList } from './RecentSearchList';
import * as css from './SearchBox.css';
import { SuggestionList } from './SuggestionList';

/** Props of `SearchDropdown`. */
export interface SearchDropdownProps {
  view: DropdownView;
  /** The listbox's id, which the input controls. */
  listboxId: string;
  /** The text typed, marked in the suggestions. */
  query: string;
  /** Index of the active option; -1 for none. */
  activeIndex: number;
  /** The id of the option at an index. */
  optionId: (index: number) => string;
  /** Picks the option at an index. */
  onChoose: (index: number) => void;
  /** Called once Clear All has emptied the recent searches. */
  onCleared: () => void;
  /** Gives the keyboard focus back to the input. */
  focusInput: () => void;
}

/** What the dropdown holds for its view: recent searches, suggestions, loading or nothing found. */
export function SearchDropdown({
  view,
  listboxId,
  query,
  activeIndex,
  optionId,
  onChoose,
  onCleared,
  focusInput,
}: SearchDropdownProps): ReactNode {
  useSignals();
  const t = useT();
  const { recentSearches } = useSouq();
  switch (view.kind) {
    case 'recent':
      return (
        <RecentSearchList
          id={listboxId}
          terms={view.terms}
          activeIndex={activeIndex}
          optionId={optionId}
          onChoose={onChoose}
          onRemove={(term) => recentSearches.remove(term)}
          onClear={() => {
            recentSearches.clear();
            onCleared();
          }}
          focusInput={focusInput}
        />
      );
    case 'results':
      return (
        <SuggestionList
          id={listboxId}
          items={view.items}
          stores={view.stores}
          query={query}
          activeIndex={activeIndex}
          optionId={optionId}
          onChoose={onChoose}
        />
      );
    case 'loading':
      return (
        <p className={css.message}>
          <Spinner size="sm" />
          {t('Loading')}
        </p>
      );
    case 'noResults':
      return <p className={css.message}>{t('Items not found!')}</p>;
    case 'nothing':
      return null;
    default:
      return view satisfies never;
  }
}
