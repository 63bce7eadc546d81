import { useSignals } from '@preact/signals-react/runtime';
import { Store } from 'lucide-react';
import type { ReactNode } from 'react';
import type { BaseUrls } from '../../src/core/api/wire';
import { itemImageSrc } from '../../src/core/catalog';
import { unitPrice } from '../../src/core/pricing';
import { Icon } from '../../src/ui/Icon';
import { Img } from '../../src/ui/Img';
import { Price } from '../../src/ui/Price';
import { useSouq, useT } from '../../src/ui/souq';
import type { SuggestedItem, SuggestedStore } from './dropdownView';
import { Highlight } from './Highlight';
import { OptionRow } from './OptionRow';
import * as css from './SearchBox.css';

/** Side of an option's square picture, in CSS pixels. */
const IMAGE_SIZE = 40;

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

/** A store logo's address: file names are read from the store image folder, as item pictures are. */
function storeLogoSrc(logo: string | undefined, baseUrls: BaseUrls | undefined): string | null {
  const folder = baseUrls?.store_image_url;
  return itemImageSrc(logo, folder === undefined ? null : { item_image_url: folder });
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
  const { store } = useSouq();
  const config = store.config.value.configData;
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
              <Img
                src={itemImageSrc(item.image, config?.base_urls)}
                alt=""
                width={IMAGE_SIZE}
                height={IMAGE_SIZE}
                className={css.optionImage}
              />
              <span className={css.optionText}>
                <span className={css.optionName}>
                  <Highlight text={item.name} query={query} />
                </span>
                <span className={css.optionMeta}>
                  {item.store_name ? <span>{item.store_name}</span> : null}
                  {item.price === undefined ? null : (
                    <Price
                      amount={unitPrice(
                        { ...item, price: item.price },
                        config?.digit_after_decimal_point,
                      )}
                      original={item.price}
                    />
                  )}
                </span>
              </span>
            </OptionRow>
          ))}
        </div>
      )}
      {stores.length > 0 && (
        <div role="group" aria-labelledby={storesLabel}>
          <div role="presentation" id={storesLabel} className={css.groupLabel}>
            {t('Stores')}
          </div>
          {stores.map((shop, index) => (
            <OptionRow
              key={shop.id}
              id={optionId(items.length + index)}
              active={activeIndex === items.length + index}
              onChoose={() => onChoose(items.length + index)}
            >
              {shop.logo ? (
                <Img
                  src={storeLogoSrc(shop.logo, config?.base_urls)}
                  alt=""
                  width={IMAGE_SIZE}
                  height={IMAGE_SIZE}
                  className={css.optionImage}
                />
              ) : (
                <Icon icon={Store} className={css.optionIcon} />
              )}
              <span className={`${css.optionText} ${css.optionName}`}>
                <Highlight text={shop.name} query={query} />
              </span>
            </OptionRow>
          ))}
        </div>
      )}
    </div>
  );
}
