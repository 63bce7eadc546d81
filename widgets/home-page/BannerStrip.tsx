import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useId, useRef } from 'react';
import type { Banner, BannersReply, BaseUrls } from '../../src/core/api/wire';
import { campaignPath, catalogImageSrc, productPath, storePath } from '../../src/core/catalog';
import * as rows from '../../src/ui/catalog/CatalogSection/CatalogSection.css';
import { Img } from '../../src/ui/Img';
import { StorefrontLink } from '../../src/ui/StorefrontLink';
import { StripButton, useStripScroll } from '../../src/ui/StripButton';
import { useSouq, useT } from '../../src/ui/souq';
import * as css from './BannerStrip.css';

/** One slide of the strip: a banner or a campaign, with where it leads (if anywhere). */
interface Slide {
  key: string;
  title: string;
  src: string | null;
  href: string | null;
}

/** Where a banner leads: an item banner to the item's page, a store banner to the store's. */
function bannerHref(banner: Banner): string | null {
  switch (banner.type) {
    case 'item_wise':
      return banner.item_id === null ? null : productPath({ id: banner.item_id });
    case 'store_wise':
      return banner.store_id === null ? null : storePath({ id: banner.store_id });
    case 'default':
      return null;
    default:
      return banner.type satisfies never;
  }
}

/** The banners, then the running campaigns, each leading to its place on the campaigns page. */
function slidesOf(reply: BannersReply, baseUrls: Partial<BaseUrls> | undefined): Slide[] {
  return [
    ...reply.banners.map((banner) => ({
      key: `banner-${banner.id}`,
      title: banner.title,
      src: catalogImageSrc(banner.image, baseUrls, 'banner_image_url'),
      href: bannerHref(banner),
    })),
    ...reply.campaigns.map((campaign) => ({
      key: `campaign-${campaign.id}`,
      title: campaign.title,
      src: catalogImageSrc(campaign.image, baseUrls, 'campaign_image_url'),
      href: campaignPath(campaign),
    })),
  ];
}

/** Whether the shop has any banner or campaign to show. */
export function hasSlides(reply: BannersReply): boolean {
  return reply.banners.length + reply.campaigns.length > 0;
}

/**
 * The home banners and campaigns as a scroll-snapping strip (swipe, scroll, or the strip's own
 * keyboard focus) with previous and next buttons that mirror in right-to-left text. It never
 * moves by itself. The first picture is the page's largest paint, so it loads first.
 */
export function BannerStrip({
  reply,
  labelledBy,
}: {
  reply: BannersReply;
  /** The id of the heading that names the strip. */
  labelledBy: string;
}): ReactNode {
  useSignals();
  const t = useT();
  const { shop } = useSouq();
  const stripId = useId();
  const strip = useRef<HTMLUListElement>(null);
  const slides = slidesOf(reply, shop.imageBaseUrls.value);
  // One strip's width per press: a banner at a time.
  const move = useStripScroll(strip, { share: 1, smooth: false });

  return (
    <>
      {/* Focusable: a strip of pictures that may hold no link must still scroll from the keyboard. */}
      <ul id={stripId} ref={strip} className={css.strip} tabIndex={0} aria-labelledby={labelledBy}>
        {slides.map((slide, index) => {
          const picture = (
            <Img
              src={slide.src}
              alt={slide.title}
              width={css.BANNER_WIDTH}
              height={css.BANNER_HEIGHT}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
              className={css.image}
            />
          );
          return (
            <li key={slide.key} className={css.slide}>
              {slide.href === null ? (
                <figure className={css.figure}>{picture}</figure>
              ) : (
                <StorefrontLink to={slide.href} className={css.link}>
                  {picture}
                </StorefrontLink>
              )}
            </li>
          );
        })}
      </ul>
      {slides.length > 1 ? (
        <div className={css.controls}>
          <StripButton
            towards="previous"
            label={t('Previous')}
            controls={stripId}
            onClick={() => move(false)}
          />
          <StripButton
            towards="next"
            label={t('Next')}
            controls={stripId}
            onClick={() => move(true)}
          />
        </div>
      ) : (
        <div className={css.controls} />
      )}
    </>
  );
}

/** The strip's stand-in while the banners load, of its final size. */
export function BannerStripSkeleton(): ReactNode {
  return (
    <>
      <ul className={css.strip}>
        <li className={css.slide}>
          <span className={`${rows.bone} ${css.bone}`} />
        </li>
        <li className={css.slide}>
          <span className={`${rows.bone} ${css.bone}`} />
        </li>
      </ul>
      <div className={css.controls} />
    </>
  );
}
