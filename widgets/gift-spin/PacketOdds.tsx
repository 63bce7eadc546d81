import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useId } from 'react';
import type { GiftPacketItem } from '../../src/core/api/giftWire';
import { catalogImageSrc } from '../../src/core/catalog';
import { formatNumber } from '../../src/core/i18n';
import { Img } from '../../src/ui/Img';
import { usePriceFormatter, useSouq, useT } from '../../src/ui/souq';
import * as css from './GiftSpin.css';

/** Props of `PacketOdds`. */
export interface PacketOddsProps {
  items: readonly GiftPacketItem[];
}

/** What a packet can give: each item with its picture, what it is worth, and its chance. */
export function PacketOdds({ items }: PacketOddsProps): ReactNode {
  useSignals();
  const t = useT();
  const { locale, shop } = useSouq();
  const price = usePriceFormatter();
  const headingId = useId();
  const language = locale.language.value;
  return (
    <div className={css.odds}>
      <h3 id={headingId} className={css.oddsTitle}>
        {t('What you can win')}
      </h3>
      <ul className={css.oddsList} aria-labelledby={headingId}>
        {items.map((item) => (
          <li key={item.item_id} className={css.oddsItem}>
            <Img
              src={catalogImageSrc(item.image, shop.imageBaseUrls.value, 'item_image_url')}
              alt=""
              width={40}
              height={40}
              fit="contain"
              className={css.oddsPicture}
            />
            <span className={css.oddsText}>
              <span className={css.oddsName}>{item.name}</span>
              <span className={css.oddsFigures}>
                <span className={css.muted}>
                  {t('Worth {price}', { price: price(item.price) })}
                </span>
                <span className={css.chance}>
                  {t('Chance: {chance}', {
                    chance: formatNumber(item.chance, language, {
                      style: 'percent',
                      maximumFractionDigits: 1,
                    }),
                  })}
                </span>
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
