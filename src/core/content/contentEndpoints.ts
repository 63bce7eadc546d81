import type { CallOptions, Requester } from '../api/requestOptions';
import type {
  LandingData,
  MessageReply,
  ParcelCategory,
  Testimonial,
  VideoContent,
  WhyChoose,
} from '../api/wire';
import {
  CONTENT_PAGES,
  type ContentPage,
  type ContentPageName,
  readContentPage,
} from './contentPage';

/** The typed calls of the shop's content (issue #19): pages, landing sections, newsletter. */
export interface ContentEndpoints {
  /**
   * GET /api/v1/{about-us|terms-and-conditions|privacy-policy|refund-policy|cancelation|
   * shipping-policy}: a content page, or null when the reply is not a well-formed one.
   */
  getContentPage(name: ContentPageName, call?: CallOptions): Promise<ContentPage | null>;
  /** GET /api/v1/react-landing-page: the landing data with every section. */
  getLandingPage(call?: CallOptions): Promise<LandingData>;
  /** GET /api/v1/testimonial: what customers say, for the landing page. */
  getTestimonials(call?: CallOptions): Promise<Testimonial[]>;
  /** GET /api/v1/other-banners/video-content: the landing page's video section. */
  getVideoContent(call?: CallOptions): Promise<VideoContent>;
  /** GET /api/v1/other-banners/why-choose: the landing page's reasons to choose the shop. */
  getWhyChoose(call?: CallOptions): Promise<WhyChoose>;
  /** GET /api/v1/parcel-category: what a parcel may be and its per-km charges. */
  getParcelCategories(call?: CallOptions): Promise<ParcelCategory[]>;
  /** POST /api/v1/newsletter/subscribe: subscribes an e-mail (again is fine: one subscription). */
  subscribeNewsletter(email: string, call?: CallOptions): Promise<MessageReply>;
}

/** Builds the content calls on top of a requester. */
export function createContentEndpoints(request: Requester): ContentEndpoints {
  return {
    getContentPage: async (name, call) =>
      readContentPage(
        await request<unknown>(`/api/v1/${CONTENT_PAGES[name].apiPath}`, { ...call }),
      ),
    getLandingPage: (call) => request<LandingData>('/api/v1/react-landing-page', { ...call }),
    getTestimonials: (call) => request<Testimonial[]>('/api/v1/testimonial', { ...call }),
    getVideoContent: (call) =>
      request<VideoContent>('/api/v1/other-banners/video-content', { ...call }),
    getWhyChoose: (call) => request<WhyChoose>('/api/v1/other-banners/why-choose', { ...call }),
    getParcelCategories: (call) =>
      request<ParcelCategory[]>('/api/v1/parcel-category', { ...call }),
    subscribeNewsletter: (email, call) =>
      request<MessageReply>('/api/v1/newsletter/subscribe', {
        ...call,
        method: 'POST',
        body: { email: email.trim() },
      }),
  };
}
