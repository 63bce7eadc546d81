import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SouqCore } from '../../src/core';
import { CAMPAIGNS_PATH, formatIsoDay, formatIsoDayRange } from '../../src/core/catalog';
import { createFakeShop, FIXTURE_IDS, fixtureItem, fixtureItems } from '../../src/core/testing';
import { configureSouq, souqRuntime } from '../../src/elements/host/runtime';
import { SouqProvider } from '../../src/ui/souq';
import {
  createTestCore,
  renderOnShop,
  seriousViolations,
  type ShopSetup,
} from '../../src/ui/testing';
import { WidgetRoot } from '../../src/ui/WidgetRoot/WidgetRoot';
import { CampaignsPage, type CampaignsPageProps } from './CampaignsPage';
import './define';

const cores: SouqCore[] = [];

afterEach(() => {
  cleanup();
  for (const core of cores.splice(0)) core.dispose();
});

/** The campaigns page on a fake shop whose configuration has loaded. */
async function renderCampaigns({
  props = {},
  ...setup
}: ShopSetup & { props?: CampaignsPageProps } = {}) {
  const rendered = await renderOnShop(<CampaignsPage {...props} />, setup);
  cores.push(rendered.core);
  return rendered;
}

/** The page under a router, as on the storefront: `?campaign=` opens a campaign in place. */
function Routed({ core }: { core: SouqCore }): ReactNode {
  const [path, setPath] = useState(CAMPAIGNS_PATH);
  const opened = new URL(path, 'http://shop.test').searchParams.get('campaign');
  return (
    <SouqProvider core={core} start={false} navigate={setPath}>
      <WidgetRoot>
        <CampaignsPage campaignId={opened === null ? undefined : Number(opened)} />
      </WidgetRoot>
    </SouqProvider>
  );
}

/** Text as the page shows it once testing-library folds its spaces (Intl uses thin ones). */
const folded = (text: string) => text.replace(/\s+/g, ' ');

const region = (name: string) => within(screen.getByRole('region', { name }));

/** The day `days` from today, as the fake shop dates its upcoming campaign. */
const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A page of product cards renders slowly on a busy machine; the default five seconds is tight. */
const PAGE_TIMEOUT = 20_000;

describe('CampaignsPage', { timeout: PAGE_TIMEOUT }, () => {
  describe('given running and upcoming campaigns, in English', () => {
    it('names the page "Campaigns" and lists the campaigns soonest first', async () => {
      await renderCampaigns();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Campaigns');
      const list = await screen.findByRole('list', { name: 'All campaigns' });
      expect(
        within(list)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(['Back to school', 'Ramadan offers', 'Eid treats']);
    });

    it('links each campaign to its own address', async () => {
      await renderCampaigns();
      const list = await screen.findByRole('list', { name: 'All campaigns' });
      expect(within(list).getByRole('link', { name: 'Back to school' }).getAttribute('href')).toBe(
        '/item-campaigns?campaign=1',
      );
    });

    it('shows each campaign its dates, and the day an upcoming one starts', async () => {
      await renderCampaigns();
      const list = within(await screen.findByRole('list', { name: 'All campaigns' }));
      expect(
        list.getByText(folded(formatIsoDayRange('2026-01-01', '2099-12-31', 'en'))),
      ).toBeTruthy();
      const eid = within(
        list.getByRole('link', { name: 'Eid treats' }).closest('li') as HTMLElement,
      );
      expect(eid.getByText(`Starts ${formatIsoDay(dayFromNow(14), 'en')}`)).toBeTruthy();
      expect(
        eid.getByText(folded(formatIsoDayRange(dayFromNow(14), dayFromNow(21), 'en'))),
      ).toBeTruthy();
      const school = within(
        list.getByRole('link', { name: 'Back to school' }).closest('li') as HTMLElement,
      );
      expect(school.queryByText(/^Starts/)).toBeNull();
    });

    it('lists the campaign products as product cards', async () => {
      await renderCampaigns();
      await screen.findByRole('list', { name: 'Campaign products' });
      const products = region('Campaign products');
      expect(
        products.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
      ).toEqual(
        expect.arrayContaining([
          fixtureItem('campaign', 'en').name,
          fixtureItem('noImage', 'en').name,
          fixtureItem('decimalPrice', 'en').name,
        ]),
      );
    });

    it('has no serious accessibility violations', async () => {
      const { container } = await renderCampaigns();
      await screen.findByRole('list', { name: 'Campaign products' });
      expect(await seriousViolations(container)).toEqual([]);
    }, 30_000);
  });

  describe('given campaigns, in Arabic', () => {
    it('shows their titles and their dates in Arabic', async () => {
      await renderCampaigns({ language: 'ar' });
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('الحملات');
      const list = within(await screen.findByRole('list', { name: 'كل الحملات' }));
      expect(list.getByRole('link', { name: 'العودة إلى المدارس' })).toBeTruthy();
      const dates = formatIsoDayRange('2026-01-01', '2099-12-31', 'ar');
      expect(dates).toContain('يناير');
      expect(dates).toContain('ديسمبر');
      expect(list.getByText(folded(dates))).toBeTruthy();
      expect(list.getByText(`تبدأ في ${formatIsoDay(dayFromNow(14), 'ar')}`)).toBeTruthy();
    });
  });

  describe('given an item whose campaign has not started', () => {
    const later = fixtureItems('en').map((item) =>
      item.id === FIXTURE_IDS.campaign ? { ...item, available_date_starts: '2099-01-01' } : item,
    );

    it('shows the day it can be bought from instead of Add to cart', async () => {
      await renderCampaigns({ shop: { items: later } });
      await screen.findByRole('list', { name: 'Campaign products' });
      const card = within(
        region('Campaign products')
          .getByRole('link', { name: fixtureItem('campaign', 'en').name })
          .closest('li') as HTMLElement,
      );
      expect(card.getByText(`Available from ${formatIsoDay('2099-01-01', 'en')}`)).toBeTruthy();
      expect(card.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
      const started = within(
        region('Campaign products')
          .getByRole('link', { name: fixtureItem('decimalPrice', 'en').name })
          .closest('li') as HTMLElement,
      );
      expect(started.getByRole('button', { name: 'Add to Cart' })).toBeTruthy();
      expect(started.queryByText(/^Available from/)).toBeNull();
    });
  });

  describe('when the shopper opens a campaign', () => {
    it('shows it in place with its stores and items, and its title takes the focus', async () => {
      const shop = createFakeShop();
      const { core } = createTestCore({ language: 'en', fetch: shop.fetch });
      cores.push(core);
      await core.session.boot();
      const user = userEvent.setup();
      render(<Routed core={core} />);
      const list = await screen.findByRole('list', { name: 'All campaigns' });
      await user.click(within(list).getByRole('link', { name: 'Back to school' }));

      const title = await screen.findByRole('heading', { level: 1, name: 'Back to school' });
      expect(document.activeElement).toBe(title);
      expect(
        shop.calls.find((call) => call.path === '/api/v1/campaigns/basic-campaign-details')?.query,
      ).toEqual({ basic_campaign_id: '1' });
      const items = await screen.findByRole('list', { name: 'Items in this campaign' });
      expect(
        within(items)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual([fixtureItem('noImage', 'en').name, fixtureItem('decimalPrice', 'en').name]);
      const stores = region('Stores in this campaign');
      expect(stores.getByRole('link', { name: 'Fresh Market' }).getAttribute('href')).toBe(
        '/store/1',
      );
      const back = screen.getByRole('link', { name: 'All campaigns' });
      expect(back.getAttribute('href')).toBe('/item-campaigns');

      await user.click(back);
      const listTitle = await screen.findByRole('heading', { level: 1, name: 'Campaigns' });
      expect(document.activeElement).toBe(listTitle);
    });
  });

  describe('given the address of a campaign with no items yet', () => {
    it('says so', async () => {
      await renderCampaigns({ props: { campaignId: 3 } });
      expect(await screen.findByText('This campaign has no items yet')).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Eid treats');
      expect(screen.queryByRole('region', { name: 'Stores in this campaign' })).toBeNull();
    });
  });

  describe('given the address of an unknown campaign', () => {
    it('says the campaign was not found, with the way back to the list', async () => {
      await renderCampaigns({ props: { campaignId: 999 } });
      expect(await screen.findByText('Campaign not found')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'All campaigns' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    });
  });

  describe('when a campaign fails to load', () => {
    it('says so, and Try again shows it', async () => {
      const { user } = await renderCampaigns({
        props: { campaignId: 1 },
        shop: {
          failNext: [
            { path: '/api/v1/campaigns/basic-campaign-details', status: 500, message: 'Down' },
          ],
        },
      });
      expect(await screen.findByText('This campaign could not be loaded.')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Back to school' })).toBeTruthy();
    });
  });

  describe('when the campaign list fails to load', () => {
    it('says so in its section and keeps the campaign products', async () => {
      await renderCampaigns({
        shop: {
          failNext: [{ path: '/api/v1/campaigns/basic', status: 500, message: 'Down' }],
        },
      });
      expect(await screen.findByText('This section could not be loaded.')).toBeTruthy();
      expect(await screen.findByRole('list', { name: 'Campaign products' })).toBeTruthy();
    });
  });

  describe('given the campaigns are still loading', () => {
    it('marks its sections busy under the page heading', async () => {
      const { container } = await renderCampaigns({
        wrap: (shopFetch) => async (input, init) =>
          String(input).includes('/campaigns/')
            ? new Promise<Response>(() => undefined)
            : shopFetch(input, init),
      });
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Campaigns');
      expect(container.querySelectorAll('[aria-busy="true"]')).toHaveLength(2);
    });
  });
});

describe('<souq-campaigns-page>', () => {
  const shop = createFakeShop();

  beforeAll(() => {
    configureSouq({ apiBaseUrl: 'http://shop.test', fetch: shop.fetch });
  });

  it('opens the campaign of its campaign-id inside its shadow root', async () => {
    const holder = document.createElement('div');
    holder.innerHTML = '<souq-campaigns-page campaign-id="2"></souq-campaigns-page>';
    document.body.append(holder);
    const element = holder.querySelector('souq-campaigns-page');
    await souqRuntime().ready;
    await waitFor(() =>
      expect(element?.shadowRoot?.querySelector('h1')?.textContent).toBe('عروض رمضان'),
    );
    holder.remove();
  });
});
