import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import type { Locale } from '../../../../src/core/i18n';
import type { Database } from '../../db/database';
import { modules, zones } from '../../db/schema';
import { notFound } from '../../http/ApiFailure';
import { requestLanguage } from '../../http/language';
import { numberField, parseInput } from '../../http/parseInput';
import { zonesOfPoint } from '../../location/zoneOfPoint';
import { moduleWire } from '../../serializers/module';
import { absoluteBaseUrls, localizeSettingObject } from '../../serializers/settings';
import { zoneWire } from '../../serializers/zone';
import { landingReply } from '../content/landingRoutes';
import { publicOrigin, type RouteContext } from '../context';
import { readSetting } from './settingsStore';

/**
 * The reply of `/config` in `language`, its links on `origin`. The storefront's pages carry it too
 * (pageHead/storefrontPage.ts), so it is written in one place.
 */
export async function configReply(db: Database, language: Locale, origin: string) {
  const stored = await readSetting(db, 'config');
  const zoneRows = await db.select().from(zones).orderBy(desc(zones.isDefault), asc(zones.id));
  return {
    ...localizeSettingObject(stored, language),
    base_urls: absoluteBaseUrls(stored.base_urls, origin),
    // The zones table is the truth; a copy kept in the settings row could go stale.
    zones: zoneRows.map((zone) => zoneWire(zone, language)),
  };
}

const pointQuery = v.object({
  lat: numberField(-90, 90),
  lng: numberField(-180, 180),
});

/** Config, landing data, modules and the zone of a point (api-paths "Config and location"). */
export const configRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  app.get('/config', (request) => configReply(db, requestLanguage(request), publicOrigin(request)));

  app.get('/react-landing-page', (request) =>
    landingReply(db, requestLanguage(request), publicOrigin(request)),
  );

  app.get('/module', async (request) => {
    const language = requestLanguage(request);
    const rows = await db
      .select()
      .from(modules)
      .where(eq(modules.status, true))
      .orderBy(modules.id);
    return rows.map((row) => moduleWire(row, language));
  });

  app.get('/config/get-zone-id', async (request) => {
    const point = parseInput(pointQuery, request.query);
    const language = requestLanguage(request);
    const containing = await zonesOfPoint(db, point);
    if (containing.length === 0) throw notFound('coordinates', 'Zone not found for this location');
    return {
      // 6amMart sends the ids as a JSON text, which clients store and echo in the zoneid header.
      zone_id: JSON.stringify(containing.map((zone) => zone.id)),
      zone_data: containing.map((zone) => zoneWire(zone, language)),
    };
  });
};
