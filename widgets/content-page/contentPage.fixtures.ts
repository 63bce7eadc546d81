/*
 * A long content page for stories: five sections, a sub-section, lists and a link of each kind,
 * in both languages, as the demo server would send the terms.
 */
import type { ContentBlock, ContentPage } from '../../src/core/content';
import type { Locale } from '../../src/core/i18n';

const h2 = (text: string): ContentBlock => ({ type: 'heading', level: 2, text });
const h3 = (text: string): ContentBlock => ({ type: 'heading', level: 3, text });
const says = (...content: { text: string; href?: string }[]): ContentBlock => ({
  type: 'paragraph',
  content,
});
const bullets = (...items: string[]): ContentBlock => ({
  type: 'list',
  ordered: false,
  items: items.map((text) => [{ text }]),
});

const ENGLISH: ContentBlock[] = [
  says({
    text: 'By browsing Souq or placing an order you accept these terms. Please read them before your first order; we will tell you on this page when they change.',
  }),
  h2('Your account'),
  bullets(
    'You may shop as a guest or with an account; keep your password to yourself.',
    'The details you give us (name, phone, address) must be true, so that your order can reach you.',
  ),
  h2('Orders and prices'),
  says({
    text: 'Each item is sold by the store that lists it; Souq delivers it and collects the payment. Prices include the store’s discounts and are confirmed when you place the order.',
  }),
  h3('Items a store cannot supply'),
  says({ text: 'A store may be unable to fulfil an item; you are then refunded for it in full.' }),
  h2('Payment'),
  says(
    { text: 'Pay cash on delivery, from your wallet, or on the shop’s payment page. See the ' },
    { text: 'refund policy', href: '/refund-policy' },
    { text: ' for money coming back.' },
  ),
  h2('Delivery'),
  says(
    { text: 'Delivery times and fees are set out in our ' },
    { text: 'shipping policy', href: '/shipping-policy' },
    { text: '; card payments are handled by ' },
    { text: 'our payment partner', href: 'https://pay.souq.example/terms' },
    { text: '.' },
  ),
  h2('Contact'),
  says(
    { text: 'Write to ' },
    { text: 'support@souq.example', href: 'mailto:support@souq.example' },
    { text: ' or call ' },
    { text: '+20 2 2345 6789', href: 'tel:+20223456789' },
    { text: '.' },
  ),
];

const ARABIC: ContentBlock[] = [
  says({
    text: 'باستخدامك سوق أو بإرسالك طلبًا فأنت توافق على هذه الشروط. اقرأها من فضلك قبل طلبك الأول، وسننبّهك في هذه الصفحة إذا تغيّر فيها شيء.',
  }),
  h2('حسابك'),
  bullets(
    'يمكنك التسوّق كضيف أو بحساب، واحتفظ بكلمة المرور لنفسك.',
    'يجب أن تكون بياناتك (الاسم والهاتف والعنوان) صحيحة حتى يصلك طلبك.',
  ),
  h2('الطلبات والأسعار'),
  says({
    text: 'يبيع كل منتجٍ المتجرُ الذي يعرضه، ويتولى سوق توصيله وتحصيل ثمنه. تشمل الأسعار خصومات المتجر وتُثبَّت عند إرسال الطلب.',
  }),
  h3('منتجات لا يستطيع المتجر توفيرها'),
  says({ text: 'قد لا يتمكن المتجر من توفير منتج ما، وعندها يُردّ إليك ثمنه كاملًا.' }),
  h2('الدفع'),
  says(
    { text: 'ادفع نقدًا عند الاستلام، أو من محفظتك، أو عبر صفحة الدفع في المتجر. اطّلع على ' },
    { text: 'سياسة الاسترداد', href: '/refund-policy' },
    { text: ' لمعرفة كيف يعود إليك المبلغ.' },
  ),
  h2('التوصيل'),
  says(
    { text: 'تجد مواعيد التوصيل ورسومه في ' },
    { text: 'سياسة الشحن', href: '/shipping-policy' },
    { text: '، أما الدفع بالبطاقة فيتولاه ' },
    { text: 'شريك الدفع', href: 'https://pay.souq.example/terms' },
    { text: '.' },
  ),
  h2('التواصل'),
  says(
    { text: 'راسلنا على ' },
    { text: 'support@souq.example', href: 'mailto:support@souq.example' },
    { text: ' أو اتصل بنا على ' },
    { text: '+20 2 2345 6789', href: 'tel:+20223456789' },
    { text: '.' },
  ),
];

/** The terms as a long page with a table of contents, in `language`. */
export function longTermsPage(language: Locale): ContentPage {
  return {
    key: 'terms_and_conditions',
    title: language === 'ar' ? 'الشروط والأحكام' : 'Terms & Conditions',
    blocks: language === 'ar' ? ARABIC : ENGLISH,
    updated_at: '2026-11-01T09:00:00.000Z',
  };
}
