import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { catalogImageSrc, GIFTS_PATH } from '../../src/core/catalog';
import { CatalogSection } from '../../src/ui/catalog/CatalogSection';
import { Img } from '../../src/ui/Img';
import { StorefrontLink } from '../../src/ui/StorefrontLink';
import { useSouq, useT } from '../../src/ui/souq';
import * as css from './GiftPacketsStrip.css';
import { packetsOnOffer, usePacketsRead } from './usePacketsRead';

/** How many stand-in tiles show while the packets load. */
const SKELETON_TILES = 3;

/** The strip's stand-in while the packets load, of its final size. */
export function GiftPacketsStripSkeleton(): ReactNode {
  return (
    <div className={css.strip}>
      {Array.from({ length: SKELETON_TILES }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical stand-ins that never reorder
        <span key={index} className={css.tileBone} />
      ))}
    </div>
  );
}

/**
 * The home page's way to the gift spin: an h2 section of the shop's gift packets, each a tile
 * leading to /gifts, with See All. Left out when the shop offers no packet.
 */
export function GiftPacketsStrip(): ReactNode {
  useSignals();
  const t = useT();
  const { shop } = useSouq();
  const read = usePacketsRead();
  return (
    <CatalogSection
      title={t('Gift spin')}
      read={read}
      isEmpty={(page) => packetsOnOffer(page).length === 0}
      skeleton={<GiftPacketsStripSkeleton />}
      aside={() => (
        <StorefrontLink to={GIFTS_PATH} className={css.seeAll}>
          {t('See All')}
        </StorefrontLink>
      )}
    >
      {(page, headingId) => (
        <ul className={css.strip} aria-labelledby={headingId}>
          {packetsOnOffer(page).map((packet) => (
            <li key={packet.id}>
              <StorefrontLink to={GIFTS_PATH} className={css.tile}>
                <Img
                  src={catalogImageSrc(packet.image, shop.imageBaseUrls.value, 'item_image_url')}
                  alt=""
                  width={56}
                  height={56}
                  fit="contain"
                  className={css.picture}
                />
                <span className={css.words}>
                  <span className={css.name}>{packet.name}</span>
                  <span className={css.description}>{packet.description}</span>
                </span>
              </StorefrontLink>
            </li>
          ))}
        </ul>
      )}
    </CatalogSection>
  );
}
