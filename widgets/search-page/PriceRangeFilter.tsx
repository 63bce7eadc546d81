import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import type { PriceRange } from '../../src/core/api/wire';
import { Button } from '../../src/ui/Button';
import { usePriceFormatter, useT } from '../../src/ui/souq';
import * as css from './FilterPanel.css';
import { type PriceRangeReading, readPriceRange } from './priceRange';

/** Props of `PriceRangeFilter`. */
export interface PriceRangeFilterProps {
  min: number | null;
  max: number | null;
  /** The cheapest and dearest prices of the shop (items/min-max-price), once known. */
  span: PriceRange | undefined;
  /** Called with the new bounds when the shopper applies a valid range. */
  onApply: (min: number | null, max: number | null) => void;
}

const text = (value: number | null) => (value === null ? '' : String(value));

/**
 * The lowest and highest price, applied together with Apply or Enter: typing alone changes
 * nothing, so each applied range is one history entry and one request, not one per keystroke.
 * A range the rule refuses says why under the inputs, and the focus goes to the input at fault.
 */
export function PriceRangeFilter({ min, max, span, onApply }: PriceRangeFilterProps): ReactNode {
  const t = useT();
  const formatPrice = usePriceFormatter();
  const ids = { error: useId(), hint: useId() };
  const [minText, setMinText] = useState(text(min));
  const [maxText, setMaxText] = useState(text(max));
  const [refusal, setRefusal] = useState<Extract<PriceRangeReading, { ok: false }> | null>(null);
  const inputs = { min: useRef<HTMLInputElement>(null), max: useRef<HTMLInputElement>(null) };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reading = readPriceRange(minText, maxText, span);
    if (!reading.ok) {
      setRefusal(reading);
      inputs[reading.field].current?.focus();
      return;
    }
    setRefusal(null);
    onApply(reading.min, reading.max);
  };

  const spanValues = span
    ? { min: formatPrice(span.min_price), max: formatPrice(span.max_price) }
    : undefined;
  const describedBy = (field: 'min' | 'max') =>
    [refusal?.field === field ? ids.error : '', spanValues ? ids.hint : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const input = (field: 'min' | 'max', label: string, value: string, set: (v: string) => void) => (
    <label className={css.field}>
      {label}
      <input
        ref={inputs[field]}
        className={css.input}
        type="number"
        inputMode="decimal"
        step="any"
        min={span?.min_price ?? 0}
        max={span?.max_price}
        placeholder={span ? String(field === 'min' ? span.min_price : span.max_price) : undefined}
        value={value}
        aria-invalid={refusal?.field === field}
        aria-describedby={describedBy(field)}
        onChange={(event) => {
          set(event.target.value);
          setRefusal(null);
        }}
      />
    </label>
  );

  return (
    <form noValidate onSubmit={submit}>
      <fieldset className={css.group}>
        <legend className={css.legend}>{t('Price')}</legend>
        <div className={css.priceRow}>
          {input('min', t('Lowest price'), minText, setMinText)}
          {input('max', t('Highest price'), maxText, setMaxText)}
        </div>
        {spanValues ? (
          <p id={ids.hint} className={css.hint}>
            {t('Prices run from {min} to {max}', spanValues)}
          </p>
        ) : null}
        {refusal ? (
          <p id={ids.error} className={css.error} role="alert">
            {t(refusal.error, spanValues ?? { min: '', max: '' })}
          </p>
        ) : null}
        <Button type="submit" variant="secondary" size="sm">
          {t('Apply')}
        </Button>
      </fieldset>
    </form>
  );
}
