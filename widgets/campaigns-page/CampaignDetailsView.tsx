import { useSignals } from '@preact/signals-react/runtime';
import { ArrowLeft, SearchX } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { ApiError } from '../../src/core/api/ApiError';
import type { CampaignDetails } from '../../src/core/api/wire';
import {
  CAMPAIGNS_PATH,
  catalogImageSrc,
  formatIsoDay,
  formatIsoDayRange,
  primeItems,
  startsLater,
  storePath,
} from '../../src/core/catalog';
import { PageNotice, pageTitle, RetryNotice } from '../../src/ui/catalog';
import { Icon } from '../../src/ui/Icon';
import { Img } from '../../src/ui/Img';
import { StorefrontLink } from '../../src/ui/StorefrontLink';
import { useSectionRead, useSouq, useT } from '../../src/ui/souq';
import { CAMPAIGN_IMAGE } from './CampaignCard';
import { CampaignProductGrid, CampaignProductGridSkeleton } from './CampaignProductGrid';
import * as css from './CampaignsPage.css';
import { campaignStores } from './campaignStores';

/** Props of `CampaignDetailsView`. */
export interface CampaignDetailsViewProps {
  campaignId: number;
  /** Whether the h1 takes the focus as the campaign shows (after the shopper opened it). */
  focusTitle?: boolean | undefined;
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * One campaign opened from the list: its picture, title, description and dates, the stores its
 * items come from, and its items.
 */
export function CampaignDetailsView({
  campaignId,
  focusTitle = false,
}: CampaignDetailsViewProps): ReactNode {
  useSignals();
  const t = useT();
  const { api, cache, locale, shop } = useSouq();
  const language = locale.language.value;
  const title = useRef<HTMLHeadingElement>(null);
  const itemsHeadingId = useId();
  const storesHeadingId = useId();
  const key = ['campaigns', 'details', campaignId, language];
  const read = useSectionRead(key, () =>
    cache.fetch(key, async (): Promise<CampaignDetails> => {
      // Silent: the page says what went wrong where the shopper is looking.
      const campaign = await api.getCampaignDetails(campaignId, { silent: true });
      primeItems(cache, campaign.items, language);
      return campaign;
    }),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus follows the campaign shown, not the flag
  useEffect(() => {
    if (focusTitle) title.current?.focus();
  }, [campaignId]);

  const { state } = read;
  const campaign = state.status === 'success' ? state.data : null;
  const stores = campaign ? campaignStores(campaign.items) : [];
  const busy = state.status === 'idle' || state.status === 'loading';
  return (
    <div className={css.page} aria-busy={busy}>
      <StorefrontLink to={CAMPAIGNS_PATH} className={css.backLink}>
        <Icon icon={ArrowLeft} size={16} mirrorInRtl />
        {t('All campaigns')}
      </StorefrontLink>
      <h1 ref={title} tabIndex={-1} className={`${pageTitle} ${css.focusableTitle}`}>
        {campaign ? campaign.title : t('Campaigns')}
      </h1>
      {content()}
    </div>
  );

  function content(): ReactNode {
    switch (state.status) {
      case 'idle':
      case 'loading':
        return (
          <div aria-hidden="true" className={css.loading}>
            <span className={`${css.bone} ${css.banner}`} />
            <CampaignProductGridSkeleton />
          </div>
        );
      case 'error':
        return isNotFound(state.error) ? (
          <PageNotice icon={SearchX} message={t('Campaign not found')} />
        ) : (
          <RetryNotice message={t('This campaign could not be loaded.')} onRetry={read.retry} />
        );
      case 'success':
        return details(state.data);
      default:
        return state satisfies never;
    }
  }

  function details(shown: CampaignDetails): ReactNode {
    return (
      <>
        <Img
          src={catalogImageSrc(shown.image, shop.imageBaseUrls.value, 'campaign_image_url')}
          alt=""
          width={CAMPAIGN_IMAGE.width * 2}
          height={CAMPAIGN_IMAGE.height * 2}
          loading="eager"
          className={css.banner}
        />
        <p className={css.description}>{shown.description}</p>
        <p className={css.dates}>
          {formatIsoDayRange(shown.start_date, shown.end_date, language)}
          {startsLater(shown.start_date, new Date()) ? (
            <span className={css.startsBadge}>
              {t('Starts {date}', { date: formatIsoDay(shown.start_date, language) })}
            </span>
          ) : null}
        </p>
        {stores.length > 0 ? (
          <section aria-labelledby={storesHeadingId} className={css.section}>
            <h2 id={storesHeadingId} className={css.sectionTitle}>
              {t('Stores in this campaign')}
            </h2>
            <ul className={css.storeList}>
              {stores.map((store) => (
                <li key={store.id}>
                  <StorefrontLink to={storePath(store)} className={css.storeLink}>
                    {store.name}
                  </StorefrontLink>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section aria-labelledby={itemsHeadingId} className={css.section}>
          <h2 id={itemsHeadingId} className={css.sectionTitle}>
            {t('Items in this campaign')}
          </h2>
          {shown.items.length > 0 ? (
            <CampaignProductGrid items={shown.items} labelledBy={itemsHeadingId} />
          ) : (
            <p className={css.description}>{t('This campaign has no items yet')}</p>
          )}
        </section>
      </>
    );
  }
}
