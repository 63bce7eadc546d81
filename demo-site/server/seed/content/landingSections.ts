import type { LocalizedText } from '../localized';
import type { ImageRegistry } from '../plan/imageRegistry';
import { TINTS } from '../vocabulary/palette';
import type { Tint } from '../vocabulary/types';

/*
 * The landing page's sections beyond the footer (6amMart's react-landing-page fields), its video
 * and why-choose sections, in both languages. Their pictures are composed like the banners'.
 */

const banner = (images: ImageRegistry, name: string, icons: readonly string[], tint: Tint) =>
  images.add({ folder: 'banner', name, shape: 'banner', icons, tint });
const tile = (images: ImageRegistry, name: string, icon: string, tint: Tint) =>
  images.add({ folder: 'banner', name, shape: 'tile', icons: [icon], tint });

const both = (en: string, ar: string): LocalizedText => ({ en, ar });

/** What customers say; the landing page shows those whose status is 1. */
function testimonials(images: ImageRegistry) {
  return [
    {
      id: 1,
      name: both('Mona Adel', 'منى عادل'),
      designation: both('Mother of three, Nasr City', 'أم لثلاثة أطفال، مدينة نصر'),
      review: both(
        'I order the week’s groceries on Thursday night and they are at my door before the kids wake up.',
        'أطلب مشتريات الأسبوع ليلة الخميس، فتصل إلى باب بيتي قبل أن يستيقظ الأولاد.',
      ),
      reviewer_image: tile(images, 'testimonial-mona.svg', 'woman', TINTS.pink),
      status: 1,
    },
    {
      id: 2,
      name: both('Karim Hassan', 'كريم حسن'),
      designation: both('Pharmacist, Alexandria', 'صيدلي، الإسكندرية'),
      review: both(
        'Since our pharmacy joined Souq, people from the next district find us too.',
        'منذ انضمت صيدليتنا إلى سوق صار يعرفنا أهل الحي المجاور أيضًا.',
      ),
      reviewer_image: tile(images, 'testimonial-karim.svg', 'man', TINTS.teal),
      status: 1,
    },
    {
      id: 3,
      name: both('Youssef Samir', 'يوسف سمير'),
      designation: both('Courier, Heliopolis', 'مندوب توصيل، مصر الجديدة'),
      review: both(
        'Clear routes, fair pay per kilometre and tips that reach me in full.',
        'مسارات واضحة، وأجر عادل عن كل كيلومتر، والإكرامية تصلني كاملة.',
      ),
      reviewer_image: tile(images, 'testimonial-youssef.svg', 'motor-scooter', TINTS.wheat),
      status: 1,
    },
  ];
}

/** The landing row's sections, to merge into the stored landing data. */
export function buildLandingSections(images: ImageRegistry) {
  return {
    header_title: both('Your neighbourhood, delivered', 'حيّك كله… يوصلك لحد البيت'),
    header_sub_title: both(
      'Groceries, bread, medicines and meals from stores near you',
      'بقالة وخبز وأدوية ووجبات من أقرب المحلات إليك',
    ),
    header_tag_line: both('Order now, receive in minutes', 'اطلب الآن واستلم خلال دقائق'),
    header_banner: banner(
      images,
      'landing-header.svg',
      ['shopping-cart', 'bread', 'pill'],
      TINTS.mint,
    ),
    company_title: both('Souq', 'سوق'),
    company_sub_title: both('Local stores, one basket', 'محلات حيّك في سلة واحدة'),
    company_description: both(
      'Compare prices, follow your order on the map and pay the way you like.',
      'قارن الأسعار، وتابع طلبك على الخريطة، وادفع بالطريقة التي تناسبك.',
    ),
    company_button_name: both('Start shopping', 'ابدأ التسوق'),
    company_button_url: '/home',
    earning_title: both('Grow with Souq', 'اكبر مع سوق'),
    earning_sub_title: both(
      'Sell in your area or deliver on your own hours',
      'بِع في منطقتك أو وصّل الطلبات في الأوقات التي تناسبك',
    ),
    earning_seller_title: both('Open your store', 'افتح متجرك'),
    earning_seller_sub_title: both(
      'List your products and reach every home around you.',
      'اعرض منتجاتك وصِل إلى كل بيت حولك.',
    ),
    earning_seller_button_name: both('Apply as a store owner', 'قدّم كصاحب متجر'),
    earning_seller_button_url: '/store/apply',
    earning_seller_status: 1,
    earning_dm_title: both('Deliver with us', 'وصّل معنا'),
    earning_dm_sub_title: both(
      'Choose your hours and earn for every kilometre.',
      'اختر ساعات عملك واكسب عن كل كيلومتر.',
    ),
    earning_dm_button_name: both('Join as a courier', 'انضم كمندوب توصيل'),
    earning_dm_button_url: '/deliveryman/apply',
    earning_dm_status: 1,
    business_title: both('Souq in your pocket', 'سوق في جيبك'),
    business_sub_title: both(
      'Get the app for faster ordering and live tracking.',
      'حمّل التطبيق لطلب أسرع وتتبّع مباشر.',
    ),
    business_image: banner(images, 'landing-app.svg', ['mobile-phone', 'package'], TINTS.indigo),
    testimonial_title: both('What our customers say', 'ماذا يقول عملاؤنا'),
    testimonial_list: testimonials(images),
    promotion_banners: [
      {
        id: 1,
        title: both('Free delivery', 'توصيل مجاني'),
        sub_title: both('On baskets over 500 EGP', 'للسلال التي تتجاوز 500 ج.م'),
        image: banner(images, 'landing-promo-delivery.svg', ['delivery-truck'], TINTS.cyan),
      },
      {
        id: 2,
        title: both('Fresh every morning', 'طازج كل صباح'),
        sub_title: both('Bread and produce from nearby stores', 'خبز وخضار من المحلات القريبة'),
        image: banner(images, 'landing-promo-fresh.svg', ['bread', 'leafy-green'], TINTS.lime),
      },
    ],
    fixed_promotional_banner: banner(
      images,
      'landing-fixed-promo.svg',
      ['money-bag', 'shopping-bags'],
      TINTS.peach,
    ),
    base_urls: {
      header_banner_url: '/images/banner',
      promotional_banner_url: '/images/banner',
      business_image_url: '/images/banner',
      testimonial_image_url: '/images/banner',
    },
  };
}

/** The landing page's video section: the demo has no video, so it shows its picture. */
export function buildVideoContent(images: ImageRegistry) {
  return {
    banner_type: 'image',
    banner_video: null,
    banner_video_content: null,
    banner_image: banner(images, 'landing-video.svg', ['motor-scooter', 'package'], TINTS.blue),
    banner_contents: [
      {
        id: 1,
        title: both('Order in a few taps', 'اطلب بلمسات قليلة'),
        sub_title: both('Pick a store, fill your basket, pay.', 'اختر متجرًا، واملأ سلتك، وادفع.'),
      },
      {
        id: 2,
        title: both('Track it live', 'تابعه مباشرة'),
        sub_title: both('See your courier on the map.', 'شاهد المندوب على الخريطة.'),
      },
    ],
  };
}

/** The landing page's reasons to choose the shop. */
export function buildWhyChoose(images: ImageRegistry) {
  const reason = (
    id: number,
    icon: string,
    tint: Tint,
    title: LocalizedText,
    text: LocalizedText,
  ) => ({
    id,
    title,
    short_description: text,
    image: tile(images, `why-choose-${icon}.svg`, icon, tint),
  });
  return {
    title: both('Why choose Souq', 'لماذا تختار سوق'),
    banners: [
      reason(
        1,
        'stopwatch',
        TINTS.mint,
        both('Fast', 'سريع'),
        both('Most orders arrive within 45 minutes.', 'معظم الطلبات تصل خلال 45 دقيقة.'),
      ),
      reason(
        2,
        'shield',
        TINTS.blue,
        both('Safe', 'آمن'),
        both('Sealed bags and verified couriers.', 'أكياس مغلقة ومندوبون موثوقون.'),
      ),
      reason(
        3,
        'money-bag',
        TINTS.cream,
        both('Fair prices', 'أسعار عادلة'),
        both('Store prices, no hidden fees.', 'أسعار المحل نفسها بلا رسوم خفية.'),
      ),
    ],
  };
}
