import { type ReactNode, useRef, useState } from 'react';
import { CampaignDetailsView } from './CampaignDetailsView';
import { CampaignOverview } from './CampaignOverview';

/** Props of `CampaignsPage`. */
export interface CampaignsPageProps {
  /**
   * The campaign to open (route /item-campaigns?campaign={id}); without it the page lists every
   * campaign and the campaign items.
   */
  campaignId?: number | undefined;
}

/**
 * The campaigns page (route /item-campaigns, shown as Campaigns): the campaigns running or coming
 * up and the item campaigns' products; with `campaignId`, that campaign with its stores and items.
 * Opening a campaign is a link to its own address, so the browser's Back returns to the list.
 */
export function CampaignsPage({ campaignId }: CampaignsPageProps): ReactNode {
  const [firstShown] = useState(campaignId);
  // Once the shopper has moved between the list and a campaign, each view they land on takes the
  // focus at its h1, so the keyboard starts at the top of what changed; the first view does not.
  const moved = useRef(false);
  if (campaignId !== firstShown) moved.current = true;
  const opened = campaignId !== undefined && Number.isInteger(campaignId) && campaignId > 0;
  return opened ? (
    <CampaignDetailsView campaignId={campaignId} focusTitle={moved.current} />
  ) : (
    <CampaignOverview focusTitle={moved.current} />
  );
}
