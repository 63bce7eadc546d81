import { type ReactNode, useId } from 'react';
import type { MessageKey } from '../../src/core/i18n';
import { SEARCH_SORTS, type SearchSort } from '../../src/core/search';
import { useT } from '../../src/ui/souq';
import * as css from './SearchPage.css';

/** What each sort order is called. */
const SORT_LABELS = {
  default: 'Default',
  low: 'Price: low to high',
  high: 'Price: high to low',
  a_to_z: 'Name: A to Z',
  z_to_a: 'Name: Z to A',
  rating: 'Top rated',
} as const satisfies Record<SearchSort, MessageKey>;

/** Props of `SortSelect`. */
export interface SortSelectProps {
  value: SearchSort;
  onChange: (sort: SearchSort) => void;
}

const isSort = (value: string): value is SearchSort =>
  (SEARCH_SORTS as readonly string[]).includes(value);

/**
 * How the results are ordered, as a native select: the phone's own picker on touch screens,
 * arrow keys and type-ahead on a keyboard, read the same way by every screen reader.
 */
export function SortSelect({ value, onChange }: SortSelectProps): ReactNode {
  const t = useT();
  const id = useId();
  return (
    <div className={css.sort}>
      <label htmlFor={id}>{t('Sort by')}</label>
      <select
        id={id}
        className={css.select}
        value={value}
        onChange={(event) => {
          if (isSort(event.target.value)) onChange(event.target.value);
        }}
      >
        {SEARCH_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(SORT_LABELS[sort])}
          </option>
        ))}
      </select>
    </div>
  );
}
