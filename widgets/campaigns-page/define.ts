import { defineOnce } from '../../src/elements/host/defineOnce';
import { souqElement } from '../../src/elements/host/defineSouqElement';
import { CampaignsPage } from './CampaignsPage';

/**
 * <souq-campaigns-page>: the campaigns page (route /item-campaigns); attributes `campaign-id`
 * (a campaign's numeric id, to open it; the list of campaigns without it) and `theme` (light,
 * dark or system; the shopper's choice by default).
 */
export const CampaignsPageElement = souqElement(CampaignsPage, { campaignId: 'number' });
/** The `CampaignsPageElement` instance type: the element with its attributes as typed properties. */
export type CampaignsPageElement = InstanceType<typeof CampaignsPageElement>;
defineOnce('souq-campaigns-page', CampaignsPageElement);

declare global {
  interface HTMLElementTagNameMap {
    'souq-campaigns-page': CampaignsPageElement;
  }
}
