import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import type { Campaign } from '../../src/core/api/wire';
import {
  campaignPath,
  catalogImageSrc,
  formatIsoDay,
  formatIsoDayRange,
  startsLater,
} from '../../src/core/catalog';
import { Img } from '../../src/ui/Img';
import { useStorefrontLink } from '../../src/ui/StorefrontLink';
import { useSouq, useT } from '../../src/ui/souq';
import * as css from './CampaignsPage.css';

/** Intrinsic size of a campaign picture (2:1), so its box never shifts while it loads. */
export const CAMPAIGN_IMAGE = { width: 480, height: 240 } as const;

/** Props of `CampaignCard`. */
export interface CampaignCardProps {
  campaign: Campaign;
}

/**
 * A campaign in the list (render it in a `<ul>`): its picture and title opening the campaign, its
 * description, its dates, and when it has not started yet, the day it starts.
 */
export function CampaignCard({ campaign }: CampaignCardProps): ReactNode {
  useSignals();
  const t = useT();
  const { shop, locale } = useSouq();
  const language = locale.language.value;
  const link = useStorefrontLink()(campaignPath(campaign));
  const upcoming = startsLater(campaign.start_date, new Date());
  return (
    <li className={css.campaignCard}>
      <a {...link} tabIndex={-1} aria-hidden="true" className={css.pictureLink}>
        <Img
          src={catalogImageSrc(campaign.image, shop.imageBaseUrls.value, 'campaign_image_url')}
          alt=""
          width={CAMPAIGN_IMAGE.width}
          height={CAMPAIGN_IMAGE.height}
          className={css.picture}
        />
      </a>
      {upcoming ? (
        <span className={css.startsBadge}>
          {t('Starts {date}', { date: formatIsoDay(campaign.start_date, language) })}
        </span>
      ) : null}
      <h3 className={css.campaignTitle}>
        <a {...link} className={css.titleLink}>
          {campaign.title}
        </a>
      </h3>
      <p className={css.description}>{campaign.description}</p>
      <p className={css.dates}>
        {formatIsoDayRange(campaign.start_date, campaign.end_date, language)}
      </p>
    </li>
  );
}

/** A campaign card's stand-in while the list loads, of the card's final size. */
export function CampaignCardSkeleton(): ReactNode {
  return (
    <li className={css.campaignCard}>
      <span className={`${css.bone} ${css.bonePicture}`} />
      <span className={`${css.bone} ${css.boneTitle}`} />
      <span className={`${css.bone} ${css.boneLine}`} />
      <span className={`${css.bone} ${css.boneLine}`} />
    </li>
  );
}
