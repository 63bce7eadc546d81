import { type ReactNode, useId } from 'react';
import type { Category, PriceRange } from '../../src/core/api/wire';
import { MAX_RATING_FILTER, type SearchPageQuery } from '../../src/core/search';
import { Button } from '../../src/ui/Button';
import { useT } from '../../src/ui/souq';
import * as css from './FilterPanel.css';
import { hasFilters, withoutFilters } from './filterState';
import { PriceRangeFilter } from './PriceRangeFilter';

/** Props of `FilterPanel`. */
export interface FilterPanelProps {
  state: SearchPageQuery;
  /** Called with the state a filter change leads to. */
  onChange: (next: SearchPageQuery) => void;
  /** The shop's price span, once known. */
  priceSpan: PriceRange | undefined;
  /** The category tree to choose from; undefined leaves the category filter out (a category page). */
  categories: readonly Category[] | undefined;
  /** The panel's own h2, for the panel beside the results (a side sheet has its own title). */
  title?: string | undefined;
}

/** The rating thresholds offered, highest first: 4 stars and up … 1 star and up. */
const RATINGS = Array.from(
  { length: MAX_RATING_FILTER - 1 },
  (_, index) => MAX_RATING_FILTER - 1 - index,
);

/**
 * The search page's filters, one group each: item type, what to show only, price, rating and
 * (on the search page) category, and Clear all. A checkbox, radio or select applies at once;
 * the price range applies with its own button.
 */
export function FilterPanel({
  state,
  onChange,
  priceSpan,
  categories,
  title,
}: FilterPanelProps): ReactNode {
  const t = useT();
  const ratingName = useId();
  const set = (part: Partial<SearchPageQuery>) => onChange({ ...state, ...part });
  const checkbox = (part: 'veg' | 'nonVeg' | 'available' | 'discounted', label: string) => (
    <label className={css.choice}>
      <input
        type="checkbox"
        className={css.mark}
        checked={state[part]}
        onChange={(event) => set({ [part]: event.target.checked })}
      />
      {label}
    </label>
  );
  const canClear = hasFilters(state);

  return (
    <div className={css.panel}>
      <div className={css.header}>
        {title === undefined ? null : <h2 className={css.title}>{title}</h2>}
        <Button
          variant="ghost"
          size="sm"
          aria-disabled={!canClear}
          onClick={() => {
            if (canClear) onChange(withoutFilters(state));
          }}
        >
          {t('Clear All')}
        </Button>
      </div>
      <fieldset className={css.group}>
        <legend className={css.legend}>{t('Item type')}</legend>
        {checkbox('veg', t('Veg'))}
        {checkbox('nonVeg', t('Non-veg'))}
      </fieldset>
      <fieldset className={css.group}>
        <legend className={css.legend}>{t('Show only')}</legend>
        {checkbox('available', t('Currently available'))}
        {checkbox('discounted', t('Discounted'))}
      </fieldset>
      <PriceRangeFilter
        // A range changed elsewhere (Clear all, Back) replaces what was typed.
        key={`${state.minPrice}:${state.maxPrice}`}
        min={state.minPrice}
        max={state.maxPrice}
        span={priceSpan}
        onApply={(minPrice, maxPrice) => set({ minPrice, maxPrice })}
      />
      <fieldset className={css.group}>
        <legend className={css.legend}>{t('Rating')}</legend>
        {[0, ...RATINGS].map((rating) => (
          <label key={rating} className={css.choice}>
            <input
              type="radio"
              className={css.mark}
              name={ratingName}
              checked={state.rating === rating}
              onChange={() => set({ rating })}
            />
            {rating === 0 ? t('Any rating') : t('rating_and_up', { rating })}
          </label>
        ))}
      </fieldset>
      {categories === undefined ? null : (
        <CategoryFilter
          categories={categories}
          value={state.categoryId}
          onChange={(categoryId) => set({ categoryId })}
        />
      )}
    </div>
  );
}

function CategoryFilter({
  categories,
  value,
  onChange,
}: {
  categories: readonly Category[];
  value: number | null;
  onChange: (categoryId: number | null) => void;
}): ReactNode {
  const t = useT();
  return (
    <div className={css.group}>
      <label className={css.field}>
        <span className={css.legend}>{t('Category')}</span>
        <select
          className={css.input}
          value={value ?? ''}
          onChange={(event) =>
            onChange(event.target.value === '' ? null : Number(event.target.value))
          }
        >
          <option value="">{t('All categories')}</option>
          {categories.map((parent) =>
            parent.childes.length === 0 ? (
              <option key={parent.id} value={parent.id}>
                {parent.name}
              </option>
            ) : (
              <optgroup key={parent.id} label={parent.name}>
                <option value={parent.id}>{t('All in {name}', { name: parent.name })}</option>
                {parent.childes.map((child) => (
                  <option key={child.id} value={child.id}>
                    {child.name}
                  </option>
                ))}
              </optgroup>
            ),
          )}
        </select>
      </label>
    </div>
  );
}
