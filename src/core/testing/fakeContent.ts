/*
 * The fake shop's content routes (issue #19), answered as the demo server answers them: the
 * footer's pages (a policy whose flag is 0 does not exist), the landing sections, the parcel
 * categories, the newsletter and the place search of the maps proxy.
 */
import type { Config } from '../api/wire';
import { CONTENT_PAGE_NAMES, CONTENT_PAGES, contentPageShown } from '../content';
import type { Locale } from '../i18n/locale';
import { featureOn } from '../shop/features';
import { checkEmail } from '../validation/emailRule';
import {
  fixtureContentPage,
  fixtureParcelCategories,
  fixtureTestimonials,
  fixtureVideoContent,
  fixtureWhyChoose,
} from './fakeContentFixtures';
import { type FakeRequest, fieldsOf, refuse, translate } from './fakeHttp';

type Answer = (request: FakeRequest, params: readonly string[]) => unknown;

/** A route of the fake shop. */
interface ContentRoute {
  method: string;
  path: RegExp;
  answer: Answer;
}

const route = (method: string, path: string, answer: Answer): ContentRoute => ({
  method,
  path: new RegExp(`^/api/v1/${path}$`),
  answer,
});

/** The longest place search the demo server takes. */
const MAX_SEARCH_LENGTH = 100;

/** The place search over the config's zones, as the demo server's over its zones and stores. */
function placeRoutes(configFor: (language: Locale) => Config): ContentRoute[] {
  return [
    route('GET', 'config/place-api-autocomplete', ({ language, query }) => {
      const text = query.search_text?.trim() ?? '';
      if (text === '' || text.length > MAX_SEARCH_LENGTH) {
        const key = text === '' ? '{field} is required' : '{field} is invalid';
        refuse(422, 'search_text', key, { field: 'search_text' });
      }
      const found = configFor(language).zones.filter((zone) =>
        zone.name.toLowerCase().includes(text.toLowerCase()),
      );
      return {
        predictions: found.map((zone) => ({
          place_id: `zone-${zone.id}`,
          description: zone.name,
          structured_formatting: { main_text: zone.name, secondary_text: '' },
        })),
        status: found.length === 0 ? 'ZERO_RESULTS' : 'OK',
      };
    }),
    route('GET', 'config/place-api-details', ({ language, query }) => {
      const match = /^zone-(\d{1,9})$/.exec(query.placeid ?? '');
      if (!match) {
        const key = query.placeid ? '{field} is invalid' : '{field} is required';
        refuse(422, 'placeid', key, { field: 'placeid' });
      }
      const zone = configFor(language).zones.find((entry) => entry.id === Number(match[1]));
      if (!zone) refuse(404, 'placeid', 'Place not found');
      return {
        result: {
          place_id: `zone-${zone.id}`,
          formatted_address: zone.name,
          geometry: { location: { lat: Number(zone.latitude), lng: Number(zone.longitude) } },
        },
        status: 'OK',
      };
    }),
  ];
}

/** The content routes over the shop's configuration in each language. */
export function fakeContentRoutes(configFor: (language: Locale) => Config): ContentRoute[] {
  const pages = CONTENT_PAGE_NAMES.flatMap((name) =>
    [...new Set([CONTENT_PAGES[name].apiPath, name])].map((path) =>
      route('GET', path, ({ language }) => {
        if (!contentPageShown(name, configFor(language))) refuse(404, 'page', 'Page not found');
        return fixtureContentPage(name, language);
      }),
    ),
  );
  return [
    ...pages,
    route('GET', 'testimonial', ({ language }) =>
      fixtureTestimonials(language).filter((entry) => featureOn(entry.status)),
    ),
    route('GET', 'other-banners/video-content', ({ language }) => fixtureVideoContent(language)),
    route('GET', 'other-banners/why-choose', ({ language }) => fixtureWhyChoose(language)),
    route('GET', 'parcel-category', ({ language }) => fixtureParcelCategories(language)),
    route('POST', 'newsletter/subscribe', ({ language, body }) => {
      const email = fieldsOf(body).email ?? '';
      if (typeof email !== 'string') refuse(422, 'email', '{field} is invalid', { field: 'email' });
      const address = email.trim().toLowerCase();
      const failure = checkEmail(address);
      if (failure !== null) refuse(422, 'email', failure.key);
      return { message: translate(language, 'You are subscribed to our newsletter') };
    }),
    ...placeRoutes(configFor),
  ];
}
