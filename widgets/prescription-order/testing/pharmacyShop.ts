/*
 * The fake shop with a pharmacy module, for the prescription page's tests and stories: the fake
 * lists one module and no pharmacy, though it takes prescription orders for its pharmacy
 * (FAKE_PHARMACY_STORE_ID). This fetch in front of the shop's adds the pharmacy module, answers
 * the list of all stores asked in that module with four pharmacies (the fake's own, open around
 * the clock; one closed now; one switched off; one in another zone) and their details; every
 * other call goes to the shop.
 */
import type { Module, StoreDetails } from '../../../src/core/api/wire';
import { FAKE_PHARMACY_STORE_ID } from '../../../src/core/testing';
import type { ListedStore } from '../pharmacies';

/** The pharmacy module's id. */
const PHARMACY_MODULE_ID = 2;
/** A pharmacy of the fake's zone that is closed now. */
export const CLOSED_PHARMACY_ID = 7;
/** A pharmacy the shop has switched off: it cannot be chosen. */
const SWITCHED_OFF_PHARMACY_ID = 8;
/** A pharmacy of another zone than the fake's one. */
export const FAR_PHARMACY_ID = 9;
/** The fake's one zone. */
const FAKE_ZONE_ID = 1;

type Language = 'ar' | 'en';

interface PharmacySpec {
  id: number;
  name: Record<Language, string>;
  address: Record<Language, string>;
  active: boolean;
  open: boolean;
  zoneId: number;
}

const PHARMACIES: readonly PharmacySpec[] = [
  {
    id: FAKE_PHARMACY_STORE_ID,
    name: { en: 'Nile Pharmacy', ar: 'صيدلية النيل' },
    address: { en: '14 Tahrir Street, Cairo', ar: '14 شارع التحرير، القاهرة' },
    active: true,
    open: true,
    zoneId: FAKE_ZONE_ID,
  },
  {
    id: CLOSED_PHARMACY_ID,
    name: { en: 'Garden City Pharmacy', ar: 'صيدلية جاردن سيتي' },
    address: { en: '3 Qasr El Nil Street, Cairo', ar: '3 شارع قصر النيل، القاهرة' },
    active: true,
    open: false,
    zoneId: FAKE_ZONE_ID,
  },
  {
    id: SWITCHED_OFF_PHARMACY_ID,
    name: { en: 'Old Town Pharmacy', ar: 'صيدلية البلد القديمة' },
    address: { en: '9 Al Azhar Street, Cairo', ar: '9 شارع الأزهر، القاهرة' },
    active: false,
    open: false,
    zoneId: FAKE_ZONE_ID,
  },
  {
    id: FAR_PHARMACY_ID,
    name: { en: 'Corniche Pharmacy', ar: 'صيدلية الكورنيش' },
    address: { en: '21 Corniche Road, Alexandria', ar: '21 طريق الكورنيش، الإسكندرية' },
    active: true,
    open: true,
    zoneId: 2,
  },
];

const listed = (spec: PharmacySpec, language: Language): ListedStore => ({
  id: spec.id,
  name: spec.name[language],
  address: spec.address[language],
  logo: `pharmacy-${spec.id}.png`,
  active: spec.active,
  module_id: PHARMACY_MODULE_ID,
  zone_id: spec.zoneId,
});

const details = (spec: PharmacySpec, language: Language): StoreDetails & { zone_id: number } => ({
  ...listed(spec, language),
  zone_id: spec.zoneId,
  items_count: 0,
  minimum_order: 0,
  positive_rating: 0,
  open: spec.open ? 1 : 0,
  schedules: [],
});

const requestOf = (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(input instanceof Request ? input : String(input), init);
  const language: Language = request.headers.get('x-localization') === 'en' ? 'en' : 'ar';
  const moduleId = request.headers.get('moduleId');
  return { url: new URL(request.url), method: request.method, language, moduleId };
};

/** A fetch in front of the shop's that adds the pharmacy module and its pharmacies. */
export const withPharmacies =
  (shopFetch: typeof globalThis.fetch): typeof globalThis.fetch =>
  async (input, init) => {
    const { url, method, language, moduleId } = requestOf(input, init);
    if (method !== 'GET') return shopFetch(input, init);
    const path = url.pathname;
    if (path === '/api/v1/module') {
      const modules = (await (await shopFetch(input, init)).json()) as Module[];
      const name = language === 'en' ? 'Pharmacy' : 'صيدلية';
      return Response.json([
        ...modules,
        { id: PHARMACY_MODULE_ID, module_type: 'pharmacy', module_name: name },
      ]);
    }
    if (path === '/api/v1/stores/get-stores/all' && moduleId === String(PHARMACY_MODULE_ID)) {
      const first = url.searchParams.get('offset') === '1';
      return Response.json({
        total_size: PHARMACIES.length,
        limit: url.searchParams.get('limit'),
        offset: url.searchParams.get('offset'),
        stores: first ? PHARMACIES.map((spec) => listed(spec, language)) : [],
      });
    }
    const detailsOf = /^\/api\/v1\/stores\/details\/(\d+)$/.exec(path);
    const spec = PHARMACIES.find((one) => String(one.id) === detailsOf?.[1]);
    if (spec) return Response.json(details(spec, language));
    return shopFetch(input, init);
  };
