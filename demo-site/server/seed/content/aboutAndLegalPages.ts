import { bullets, heading, paragraph, run, type SeededPage } from './blocks';
import { SUPPORT_EMAIL } from './shopContacts';

const mail = `mailto:${SUPPORT_EMAIL}`;

/** About us: who the shop is and how it works. */
export const ABOUT_US: SeededPage = {
  key: 'about_us',
  title: { en: 'About Us', ar: 'من نحن' },
  body: {
    en: [
      paragraph(
        'Souq brings the shops of your neighbourhood to your phone: groceries, fresh bread, medicines and meals from stores near you, delivered in minutes by couriers who know your streets.',
      ),
      heading('What we do'),
      bullets(
        'We list local supermarkets, bakeries, pharmacies and restaurants, each with its own prices and opening hours.',
        'We carry your order from the store to your door, and you follow it on the map.',
        'We keep prices clear: the total you see before you pay is the total you pay.',
      ),
      heading('Why we started'),
      paragraph(
        'Small shops deserve the same reach as big chains. Souq gives them a storefront, a delivery fleet and a way to be found, so that buying close to home is also the easiest choice.',
      ),
      paragraph('Questions or ideas? Write to us at ', run(SUPPORT_EMAIL, mail), '.'),
    ],
    ar: [
      paragraph(
        'يجمع سوق محلات حيّك في هاتفك: البقالة والخبز الطازج والأدوية والوجبات من أقرب المتاجر إليك، وتصلك خلال دقائق مع مندوبين يعرفون شوارعك جيدًا.',
      ),
      heading('ماذا نقدّم'),
      bullets(
        'نعرض السوبر ماركت والمخابز والصيدليات والمطاعم القريبة، لكلٍّ منها أسعاره ومواعيد عمله.',
        'نوصّل طلبك من المتجر إلى باب بيتك، وتتابعه لحظة بلحظة على الخريطة.',
        'أسعارنا واضحة: المبلغ الذي تراه قبل الدفع هو المبلغ الذي تدفعه.',
      ),
      heading('لماذا بدأنا'),
      paragraph(
        'المحلات الصغيرة تستحق أن تصل إلى الناس كما تصل السلاسل الكبيرة. لذلك يمنحها سوق واجهة على الإنترنت وأسطول توصيل وطريقة ليجدها الزبائن، فيصبح الشراء من جيرانك هو الخيار الأسهل.',
      ),
      paragraph('عندك سؤال أو فكرة؟ راسلنا على ', run(SUPPORT_EMAIL, mail), '.'),
    ],
  },
};

/** Terms and conditions of using the shop. */
export const TERMS_AND_CONDITIONS: SeededPage = {
  key: 'terms_and_conditions',
  title: { en: 'Terms & Conditions', ar: 'الشروط والأحكام' },
  body: {
    en: [
      paragraph(
        'By browsing Souq or placing an order you accept these terms. Please read them before your first order; we will tell you on this page when they change.',
      ),
      heading('Your account'),
      bullets(
        'You may shop as a guest or with an account; keep your password to yourself.',
        'The details you give us (name, phone, address) must be true, so that your order can reach you.',
      ),
      heading('Orders and prices'),
      bullets(
        'Each item is sold by the store that lists it; Souq delivers it and collects the payment.',
        'Prices include the store’s discounts and are confirmed when you place the order.',
        'A store may be unable to fulfil an item; you are then refunded for it in full.',
      ),
      heading('Payment'),
      paragraph(
        'You can pay cash on delivery (up to the limit shown at checkout), from your wallet, or by the digital methods offered at checkout.',
      ),
      heading('Contact'),
      paragraph('For anything about these terms, write to ', run(SUPPORT_EMAIL, mail), '.'),
    ],
    ar: [
      paragraph(
        'باستخدامك سوق أو بإرسالك طلبًا فأنت توافق على هذه الشروط. اقرأها من فضلك قبل طلبك الأول، وسننبّهك في هذه الصفحة إذا تغيّر فيها شيء.',
      ),
      heading('حسابك'),
      bullets(
        'يمكنك الشراء كضيف أو بحساب، وكلمة المرور تخصك وحدك فلا تشاركها مع أحد.',
        'يجب أن تكون بياناتك (الاسم والهاتف والعنوان) صحيحة حتى يصلك طلبك.',
      ),
      heading('الطلبات والأسعار'),
      bullets(
        'كل منتج يبيعه المتجر الذي يعرضه، وسوق يتولى توصيله وتحصيل ثمنه.',
        'الأسعار تشمل خصومات المتجر، وتُثبَّت لحظة تأكيد الطلب.',
        'إذا تعذّر على المتجر توفير منتج، نردّ لك ثمنه كاملًا.',
      ),
      heading('الدفع'),
      paragraph(
        'يمكنك الدفع نقدًا عند الاستلام (في حدود المبلغ الظاهر عند إتمام الطلب)، أو من محفظتك، أو بوسائل الدفع الإلكتروني المتاحة عند الدفع.',
      ),
      heading('التواصل'),
      paragraph('لأي استفسار عن هذه الشروط راسلنا على ', run(SUPPORT_EMAIL, mail), '.'),
    ],
  },
};

/** Privacy policy: what the shop keeps and why. */
export const PRIVACY_POLICY: SeededPage = {
  key: 'privacy_policy',
  title: { en: 'Privacy Policy', ar: 'سياسة الخصوصية' },
  body: {
    en: [
      paragraph(
        'We keep only what we need to deliver your orders, and we never sell your personal data.',
      ),
      heading('What we keep'),
      bullets(
        'Your name, phone number and e-mail, to reach you about your orders.',
        'Your delivery addresses and the location you choose on the map.',
        'Your orders, reviews and wallet movements, to show you your history.',
      ),
      heading('Who sees it'),
      paragraph(
        'The store preparing your order and the courier delivering it see your name, phone and address for that order only.',
      ),
      heading('Your choices'),
      bullets(
        'You can change your details at any time from your profile.',
        'You can delete your account: your personal data is erased, and past orders are kept without it for the stores’ accounts.',
      ),
      paragraph('Questions about your data? Write to ', run(SUPPORT_EMAIL, mail), '.'),
    ],
    ar: [
      paragraph('لا نحتفظ إلا بما نحتاجه لتوصيل طلباتك، ولا نبيع بياناتك الشخصية أبدًا.'),
      heading('ما الذي نحتفظ به'),
      bullets(
        'اسمك ورقم هاتفك وبريدك الإلكتروني، لنتواصل معك بخصوص طلباتك.',
        'عناوين التوصيل والموقع الذي تحدده على الخريطة.',
        'طلباتك وتقييماتك وحركة محفظتك، لتطّلع على سجلك.',
      ),
      heading('من يطّلع عليها'),
      paragraph(
        'يرى المتجر الذي يجهّز طلبك والمندوب الذي يوصله اسمك وهاتفك وعنوانك، لهذا الطلب فقط.',
      ),
      heading('اختياراتك'),
      bullets(
        'يمكنك تعديل بياناتك في أي وقت من صفحة حسابك.',
        'يمكنك حذف حسابك، فتُمحى بياناتك الشخصية وتبقى طلباتك السابقة بدونها لأغراض حسابات المتاجر.',
      ),
      paragraph('عندك سؤال عن بياناتك؟ راسلنا على ', run(SUPPORT_EMAIL, mail), '.'),
    ],
  },
};
