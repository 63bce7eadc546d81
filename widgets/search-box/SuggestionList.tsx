import { useSignals } from '@preact/signals-react/runtime';
import { Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { catalogImageSrc } from '../../src/core/catalog';
import { unitPrice } from '../../src/core/pricing';
import { ItemRow } from '../../src/ui/ItemRow';
import { Price } from '../../src/ui/Price';
import { useSouq, useT } from '../../src/ui/souq';
import type { SuggestedItem, SuggestedStore } from './dropdownView';
import { Highlight } from './Highlight';
import { OptionRow } from './OptionRow';
import * as css from './SearchBox.css';

/** Props of `SuggestionList`. */
export interface SuggestionListProps {
  /** The listbox's id, which the input controls. */
  id: string;
  items: readonly SuggestedItem[];
  stores: readonly SuggestedStore[];
  /** The typed text, marked in each name. */
  query: string;
  /** Index of the active option, items first then stores; -1 for none. */
  activeIndex: number;
  /** The id of the option at an index. */
  optionId: (index: number) => string;
  /** Picks the option at an index. */
  onChoose: (index: number) => void;
}

/** The suggestions: a listbox with an "Items" group and a "Stores" group, each when not empty. */
export function SuggestionList({
  id,
  items,
  stores,
  query,
  activeIndex,
  optionId,
  onChoose,
}: SuggestionListProps): ReactNode {
  useSignals();
  const t = useT();
  const { shop } = useSouq();
  const folders = shop.imageBaseUrls.value;
  const digits = shop.priceFormat.value.digit_after_decimal_point;
  const itemsLabel = `${id}-items`;
  const storesLabel = `${id}-stores`;

  return (
    <div role="listbox" id={id} aria-label={t('Search items or stores')}>
      {items.length > 0 && (
        <div role="group" aria-labelledby={itemsLabel}>
          <div role="presentation" id={itemsLabel} className={css.groupLabel}>
            {t('Items')}
          </div>
          {items.map((item, index) => (
            <OptionRow
              key={item.id}
              id={optionId(index)}
              active={activeIndex === index}
              onChoose={() => onChoose(index)}
            >
              <ItemRow
                as="div"
                size="sm"
                className={css.suggestion}
                imageSrc={catalogImageSrc(item.image, folders, 'item_image_url')}
                name={<Highlight text={item.name} query={query} />}
                secondary={item.store_name ? <span>{item.store_name}</span> : undefined}
                price={
                  item.price === undefined ? undefined : (
                    <Price
                      amount={unitPrice({ ...item, price: item.price }, digits)}
                      original={item.price}
                    />
                  )
                }
              />
            </OptionRow>
          ))}
        </div>
      )}
      {stores.length > 0 && (
        <div role="group" aria-labelledby={storesLabel}>
          <div role="presentation" id={storesLabel} className={css.groupLabel}>
            {t('Stores')}
          </div>
          {stores.map((suggested, index) => (
            <OptionRow
              key={suggested.id}
              id={optionId(items.length + index)}
              active={activeIndex === items.length + index}
              onChoose={() => onChoose(items.length + index)}
            >
              <ItemRow
                as="div"
                size="sm"
                className={css.suggestion}
                imageSrc={catalogImageSrc(suggested.logo, folders, 'store_image_url')}
                icon={suggested.logo ? undefined : Store}
                name={<Highlight text={suggested.name} query={query} />}
              />
            </OptionRow>
          ))}
        </div>
      )}
    </div>
  );
}
