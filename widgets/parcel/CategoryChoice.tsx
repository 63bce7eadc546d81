import { PackageX } from 'lucide-react';
import { type ReactNode, type Ref, useId } from 'react';
import type { ParcelCategory } from '../../src/core/api/wire';
import type { QueryState } from '../../src/core/query';
import { PageNotice, RetryNotice } from '../../src/ui/catalog/PageNotice';
import { Img } from '../../src/ui/Img';
import { usePriceFormatter, useT } from '../../src/ui/souq';
import * as css from './Parcel.css';

/** Props of `CategoryChoice`. */
export interface CategoryChoiceProps {
  categories: QueryState<ParcelCategory[]>;
  chosenId: number | null;
  onChoose(id: number): void;
  onRetry(): void;
  /** The id of the step's heading, which names the choice. */
  labelledBy: string;
  /** Why the step cannot go on (none chosen), translated. */
  error: string | null;
  /** The chosen radio (the first while none is), for the page to move focus to. */
  radioRef: Ref<HTMLInputElement>;
}

/** The stand-in cards shown while the categories load. */
const BONES = ['first', 'second', 'third'] as const;

/**
 * What the parcel is: the shop's parcel categories as radio cards, each with its picture, what it
 * is for and its price per km (the zone's when the category sets none), and the least it costs.
 */
export function CategoryChoice({
  categories,
  chosenId,
  onChoose,
  onRetry,
  labelledBy,
  error,
  radioRef,
}: CategoryChoiceProps): ReactNode {
  const t = useT();
  const format = usePriceFormatter();
  const name = useId();
  const errorId = `${name}-error`;

  switch (categories.status) {
    case 'idle':
    case 'loading':
      return (
        <div role="status" aria-busy="true" aria-label={t('Loading')} className={css.categoryGrid}>
          {BONES.map((bone) => (
            <span key={bone} className={css.categoryBone} />
          ))}
        </div>
      );
    case 'error':
      return (
        <RetryNotice message={t('The parcel categories could not be loaded.')} onRetry={onRetry} />
      );
    case 'success':
      break;
    default:
      return categories satisfies never;
  }
  if (categories.data.length === 0) {
    return <PageNotice icon={PackageX} message={t('Parcel delivery is not available here')} />;
  }

  const rateOf = (category: ParcelCategory) => {
    const perKm = category.parcel_per_km_shipping_charge;
    return perKm === null
      ? t("At the zone's rate per km")
      : t('{price} per km', { price: format(perKm) });
  };

  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      className={css.group}
    >
      <div className={css.categoryGrid}>
        {categories.data.map((category, index) => (
          <label key={category.id} className={css.categoryCard}>
            <input
              ref={
                category.id === chosenId || (chosenId === null && index === 0)
                  ? radioRef
                  : undefined
              }
              className={css.radio}
              type="radio"
              name={name}
              value={category.id}
              checked={category.id === chosenId}
              onChange={() => onChoose(category.id)}
            />
            <Img
              src={category.image_full_url}
              alt=""
              width={56}
              height={56}
              fit="contain"
              className={css.categoryImage}
            />
            <span className={css.categoryText}>
              <span className={css.categoryName}>{category.name}</span>
              {category.description ? (
                <span className={css.hint}>{category.description}</span>
              ) : null}
              <span className={css.categoryPrice}>{rateOf(category)}</span>
              {category.parcel_minimum_shipping_charge === null ? null : (
                <span className={css.hint}>
                  {t('At least {price}', {
                    price: format(category.parcel_minimum_shipping_charge),
                  })}
                </span>
              )}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={css.problem}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
