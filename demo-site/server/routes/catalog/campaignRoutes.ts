import { and, asc, eq, gte, isNotNull } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import type { Locale } from '../../../../src/core/i18n';
import type { Database } from '../../db/database';
import { banners, campaigns, items } from '../../db/schema';
import { notFound } from '../../http/ApiFailure';
import { requestLanguage } from '../../http/language';
import { parseInput } from '../../http/parseInput';
import { bannerWire } from '../../serializers/banner';
import { type CampaignWire, campaignWire } from '../../serializers/campaign';
import { itemWire, selectItemsWithStore } from '../../serializers/item';
import type { RouteContext } from '../context';
import { idField } from './inputSchemas';
import { type ModuleScope, requestModuleScope } from './requestModule';
import { isoDay } from './today';

const campaignDetailsQuery = v.object({ basic_campaign_id: idField });

/**
 * Campaigns of the scope's module that have not ended, soonest first: running ones and the ones
 * coming up.
 */
async function currentCampaigns(
  db: Database,
  language: Locale,
  scope: ModuleScope,
): Promise<CampaignWire[]> {
  const rows = await db
    .select()
    .from(campaigns)
    .where(
      and(
        gte(campaigns.endDate, isoDay(new Date())),
        scope === null ? undefined : eq(campaigns.moduleId, scope),
      ),
    )
    .orderBy(asc(campaigns.startDate), asc(campaigns.id));
  return rows.map((row) => campaignWire(row, language));
}

/** Home banners and campaigns with their items (api-paths "Catalog"). */
export const campaignRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  const moduleScope = requestModuleScope(db);
  app.get('/banners', async (request) => {
    const scope = await moduleScope(request);
    const language = requestLanguage(request);
    const rows = await db
      .select()
      .from(banners)
      .where(scope === null ? undefined : eq(banners.moduleId, scope))
      .orderBy(asc(banners.id));
    return {
      campaigns: await currentCampaigns(db, language, scope),
      banners: rows.map((row) => bannerWire(row, language)),
    };
  });

  app.get('/campaigns/basic', async (request) =>
    currentCampaigns(db, requestLanguage(request), await moduleScope(request)),
  );

  app.get('/campaigns/basic-campaign-details', async (request) => {
    const { basic_campaign_id: id } = parseInput(campaignDetailsQuery, request.query);
    const language = requestLanguage(request);
    const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, id)).limit(1);
    if (!campaign) throw notFound('basic_campaign_id', 'Campaign not found');
    const rows = await selectItemsWithStore(db)
      .where(eq(items.campaignId, id))
      .orderBy(asc(items.id));
    return {
      ...campaignWire(campaign, language),
      items: rows.map((row) => itemWire(row, language)),
    };
  });

  app.get('/campaigns/item', async (request) => {
    const scope = await moduleScope(request);
    const language = requestLanguage(request);
    const rows = await selectItemsWithStore(db)
      .innerJoin(campaigns, eq(items.campaignId, campaigns.id))
      .where(
        and(
          isNotNull(items.campaignId),
          gte(campaigns.endDate, isoDay(new Date())),
          scope === null ? undefined : eq(items.moduleId, scope),
        ),
      )
      .orderBy(asc(items.availableDateStarts), asc(items.id));
    return rows.map((row) => itemWire(row, language));
  });
};
