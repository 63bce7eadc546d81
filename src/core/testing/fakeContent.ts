/*
 * The fake shop's content routes (issue #19), answered as the demo server answers them: the
 * footer's pages (a policy whose flag is 0 does not exist), the landing sections, the parcel
 * categories and the newsletter (the maps proxy's place search is in fakePlaces.ts).
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
  ];
}
