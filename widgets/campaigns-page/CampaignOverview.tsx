import { useSignals } from '@preact/signals-react/runtime';
import { Megaphone } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import type { Campaign, Item } from '../../src/core/api/wire';
import { primeItems } from '../../src/core/catalog';
import { CatalogSection, HomeNotice, pageTitle } from '../../src/ui/catalog';
import { useSectionRead, useSouq, useT } from '../../src/ui/souq';
import { CampaignCard, CampaignCardSkeleton } from './CampaignCard';
import { CampaignProductGrid, CampaignProductGridSkeleton } from './CampaignProductGrid';
import * as css from './CampaignsPage.css';

/** How many stand-in campaign cards show while the list loads. */
const SKELETON_CAMPAIGNS = 3;

/**
 * Every campaign running or coming up as cards, then the items of the item campaigns; a page
 * with neither says so and leads home.
 */
export function CampaignOverview({
  focusTitle = false,
}: {
  /** Whether the h1 takes the focus as the list shows (after the shopper came back to it). */
  focusTitle?: boolean | undefined;
}): ReactNode {
  useSignals();
  const t = useT();
  const { api, cache, locale } = useSouq();
  const language = locale.language.value;
  const campaignsKey = ['campaigns', 'basic', language];
  const campaigns = useSectionRead(campaignsKey, () =>
    // Silent: each section says what went wrong where the shopper is looking.
    cache.fetch(campaignsKey, (): Promise<Campaign[]> => api.getBasicCampaigns({ silent: true })),
  );
  const itemsKey = ['campaigns', 'items', language];
  const items = useSectionRead(itemsKey, () =>
    cache.fetch(itemsKey, async (): Promise<Item[]> => {
      const reply = await api.getCampaignItems({ silent: true });
      primeItems(cache, reply, language);
      return reply;
    }),
  );
  const title = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only as the list first shows
  useEffect(() => {
    if (focusTitle) title.current?.focus();
  }, []);
  const nothing =
    campaigns.state.status === 'success' &&
    campaigns.state.data.length === 0 &&
    items.state.status === 'success' &&
    items.state.data.length === 0;

  return (
    <div className={css.page}>
      <h1 ref={title} tabIndex={-1} className={`${pageTitle} ${css.focusableTitle}`}>
        {t('Campaigns')}
      </h1>
      {nothing ? <HomeNotice icon={Megaphone} message={t('No campaigns are running now')} /> : null}
      <CatalogSection
        title={t('All campaigns')}
        read={campaigns}
        isEmpty={(list) => list.length === 0}
        skeleton={
          <ul className={css.campaignGrid}>
            {Array.from({ length: SKELETON_CAMPAIGNS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical stand-ins that never reorder
              <CampaignCardSkeleton key={index} />
            ))}
          </ul>
        }
      >
        {(list, headingId) => (
          <ul className={css.campaignGrid} aria-labelledby={headingId}>
            {list.map((campaign) => (
              <CampaignCard key={campaign.id} campaign={campaign} />
            ))}
          </ul>
        )}
      </CatalogSection>
      <CatalogSection
        title={t('Campaign products')}
        read={items}
        isEmpty={(list) => list.length === 0}
        skeleton={<CampaignProductGridSkeleton />}
      >
        {(list, headingId) => <CampaignProductGrid items={list} labelledBy={headingId} />}
      </CatalogSection>
    </div>
  );
}
