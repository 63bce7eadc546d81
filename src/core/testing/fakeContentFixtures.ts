/*
 * The fake shop's content (issue #19): its pages as structured blocks, its landing sections and
 * parcel categories, in both languages, in the shapes the demo server sends.
 */
import type {
  LandingData,
  ParcelCategory,
  Testimonial,
  VideoContent,
  WhyChoose,
} from '../api/wire';
import type { ContentPage, ContentPageName } from '../content';
import type { Locale } from '../i18n/locale';

const FOLDER = 'https://fake.souq.test/images/banner';
const UPDATED_AT = '2026-11-01T09:00:00.000Z';

type Both = readonly [en: string, ar: string];
const say = (language: Locale, [en, ar]: Both) => (language === 'ar' ? ar : en);

const PAGE_TEXT: Record<ContentPageName, { key: string; title: Both; lines: Both }> = {
  'about-us': {
    key: 'about_us',
    title: ['About Us', 'من نحن'],
    lines: ['Souq brings the shops near you to your door.', 'يوصّل سوق محلات حيّك إلى بابك.'],
  },
  'terms-and-conditions': {
    key: 'terms_and_conditions',
    title: ['Terms & Conditions', 'الشروط والأحكام'],
    lines: [
      'By placing an order you accept these terms.',
      'بإرسالك طلبًا فأنت توافق على هذه الشروط.',
    ],
  },
  'privacy-policy': {
    key: 'privacy_policy',
    title: ['Privacy Policy', 'سياسة الخصوصية'],
    lines: ['We keep only what your orders need.', 'لا نحتفظ إلا بما تحتاجه طلباتك.'],
  },
  'refund-policy': {
    key: 'refund_policy',
    title: ['Refund Policy', 'سياسة الاسترداد'],
    lines: [
      'Ask for a refund within 7 days of delivery.',
      'اطلب استرداد المبلغ خلال 7 أيام من التوصيل.',
    ],
  },
  'cancellation-policy': {
    key: 'cancellation_policy',
    title: ['Cancellation Policy', 'سياسة الإلغاء'],
    lines: [
      'Cancel free of charge while the order is pending.',
      'ألغِ طلبك مجانًا ما دام قيد الانتظار.',
    ],
  },
  'shipping-policy': {
    key: 'shipping_policy',
    title: ['Shipping Policy', 'سياسة الشحن'],
    lines: ['We deliver in Cairo and Alexandria.', 'نوصّل داخل القاهرة والإسكندرية.'],
  },
};

/** A content page of the fake shop: a line, a heading and a list with a link. */
export function fixtureContentPage(name: ContentPageName, language: Locale): ContentPage {
  const page = PAGE_TEXT[name];
  return {
    key: page.key,
    title: say(language, page.title),
    blocks: [
      { type: 'paragraph', content: [{ text: say(language, page.lines) }] },
      { type: 'heading', level: 2, text: say(language, ['Contact', 'التواصل']) },
      {
        type: 'list',
        ordered: false,
        items: [
          [
            { text: say(language, ['Write to ', 'راسلنا على ']) },
            { text: 'support@souq.example', href: 'mailto:support@souq.example' },
          ],
        ],
      },
    ],
    updated_at: UPDATED_AT,
  };
}

const testimonial = (id: number, language: Locale, name: Both, role: Both, review: Both) =>
  ({
    id,
    name: say(language, name),
    designation: say(language, role),
    review: say(language, review),
    reviewer_image: `testimonial-${id}.svg`,
    reviewer_image_full_url: `${FOLDER}/testimonial-${id}.svg`,
    status: 1,
  }) satisfies Testimonial;

/** What the fake shop's customers say. */
export function fixtureTestimonials(language: Locale): Testimonial[] {
  return [
    testimonial(
      1,
      language,
      ['Mona Adel', 'منى عادل'],
      ['Mother of three', 'أم لثلاثة أطفال'],
      ['My groceries arrive before the kids wake up.', 'تصل مشترياتي قبل أن يستيقظ الأولاد.'],
    ),
    testimonial(
      2,
      language,
      ['Karim Hassan', 'كريم حسن'],
      ['Pharmacist', 'صيدلي'],
      ['The next district finds our pharmacy too.', 'صار أهل الحي المجاور يعرفون صيدليتنا.'],
    ),
  ];
}

/** The landing sections beyond the footer text and app links. */
export function fixtureLandingSections(
  language: Locale,
): Omit<LandingData, 'fixed_footer_description' | 'download_user_app_links'> {
  const text = (both: Both) => say(language, both);
  const picture = (name: string) => ({ file: name, url: `${FOLDER}/${name}` });
  const header = picture('landing-header.svg');
  const business = picture('landing-app.svg');
  const fixed = picture('landing-fixed-promo.svg');
  return {
    header_title: text(['Your neighbourhood, delivered', 'حيّك كله… يوصلك لحد البيت']),
    header_sub_title: text(['Groceries and meals near you', 'بقالة ووجبات من حولك']),
    header_tag_line: text(['Order now', 'اطلب الآن']),
    header_banner: header.file,
    header_banner_full_url: header.url,
    company_title: text(['Souq', 'سوق']),
    company_sub_title: text(['Local stores, one basket', 'محلات حيّك في سلة واحدة']),
    company_description: text(['Compare, order and track.', 'قارن واطلب وتابع.']),
    company_button_name: text(['Start shopping', 'ابدأ التسوق']),
    company_button_url: '/home',
    earning_title: text(['Grow with Souq', 'اكبر مع سوق']),
    earning_sub_title: text(['Sell or deliver', 'بِع أو وصّل']),
    earning_seller_title: text(['Open your store', 'افتح متجرك']),
    earning_seller_sub_title: text(['Reach every home around you.', 'صِل إلى كل بيت حولك.']),
    earning_seller_button_name: text(['Apply as a store owner', 'قدّم كصاحب متجر']),
    earning_seller_button_url: '/store/apply',
    earning_seller_status: 1,
    earning_dm_title: text(['Deliver with us', 'وصّل معنا']),
    earning_dm_sub_title: text(['Choose your hours.', 'اختر ساعات عملك.']),
    earning_dm_button_name: text(['Join as a courier', 'انضم كمندوب توصيل']),
    earning_dm_button_url: '/deliveryman/apply',
    earning_dm_status: 1,
    business_title: text(['Souq in your pocket', 'سوق في جيبك']),
    business_sub_title: text(['Get the app.', 'حمّل التطبيق.']),
    business_image: business.file,
    business_image_full_url: business.url,
    testimonial_title: text(['What our customers say', 'ماذا يقول عملاؤنا']),
    testimonial_list: fixtureTestimonials(language),
    promotion_banners: [
      {
        id: 1,
        title: text(['Free delivery', 'توصيل مجاني']),
        sub_title: text(['On baskets over 500 EGP', 'للسلال التي تتجاوز 500 ج.م']),
        image: 'landing-promo-delivery.svg',
        image_full_url: `${FOLDER}/landing-promo-delivery.svg`,
      },
    ],
    fixed_promotional_banner: fixed.file,
    fixed_promotional_banner_full_url: fixed.url,
    base_urls: {
      header_banner_url: FOLDER,
      promotional_banner_url: FOLDER,
      business_image_url: FOLDER,
      testimonial_image_url: FOLDER,
    },
  };
}

/** The landing page's video section: a picture, as the demo server sends it. */
export function fixtureVideoContent(language: Locale): VideoContent {
  return {
    banner_type: 'image',
    banner_video: null,
    banner_video_content: null,
    banner_video_content_full_url: null,
    banner_image: 'landing-video.svg',
    banner_image_full_url: `${FOLDER}/landing-video.svg`,
    banner_contents: [
      {
        id: 1,
        title: say(language, ['Order in a few taps', 'اطلب بلمسات قليلة']),
        sub_title: say(language, ['Pick, fill, pay.', 'اختر واملأ وادفع.']),
      },
    ],
  };
}

/** Why to choose the fake shop. */
export function fixtureWhyChoose(language: Locale): WhyChoose {
  return {
    title: say(language, ['Why choose Souq', 'لماذا تختار سوق']),
    banners: [
      {
        id: 1,
        title: say(language, ['Fast', 'سريع']),
        short_description: say(language, [
          'Most orders arrive within 45 minutes.',
          'معظم الطلبات تصل خلال 45 دقيقة.',
        ]),
        image: 'why-choose-stopwatch.svg',
        image_full_url: `${FOLDER}/why-choose-stopwatch.svg`,
      },
    ],
  };
}

/** What a parcel may be. */
export function fixtureParcelCategories(language: Locale): ParcelCategory[] {
  const category = (id: number, name: Both, description: Both, perKm: number | null) => ({
    id,
    name: say(language, name),
    description: say(language, description),
    image: `parcel-${id}.svg`,
    image_full_url: `https://fake.souq.test/images/category/parcel-${id}.svg`,
    parcel_per_km_shipping_charge: perKm,
    parcel_minimum_shipping_charge: perKm === null ? null : perKm * 5,
    module_id: 3,
    status: 1 as const,
  });
  return [
    category(1, ['Documents', 'مستندات'], ['Papers up to 1 kg.', 'أوراق حتى 1 كجم.'], 4),
    category(2, ['Fragile', 'قابل للكسر'], ['Carried by hand.', 'يُحمل باليد.'], 7),
    category(3, ['Clothes and gifts', 'ملابس وهدايا'], ['Soft parcels.', 'طرود خفيفة.'], null),
  ];
}
