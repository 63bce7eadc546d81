import { bullets, heading, paragraph, run, type SeededPage, steps } from './blocks';
import { SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_PHONE_LINK } from './shopContacts';

/** Refund policy: when and how money comes back. */
export const REFUND_POLICY: SeededPage = {
  key: 'refund_policy',
  title: { en: 'Refund Policy', ar: 'سياسة الاسترداد' },
  body: {
    en: [
      paragraph(
        'If an item arrives damaged, expired or different from what you ordered, you can ask for a refund within 7 days of delivery.',
      ),
      heading('How to ask'),
      steps(
        'Open the order in My Orders and choose Refund request.',
        'Pick a reason, add a note and up to 3 photos of the item.',
        'We answer within 2 working days.',
      ),
      heading('How you are paid back'),
      bullets(
        'An approved refund goes to your Souq wallet at once.',
        'Orders paid by card can be refunded to the card instead; the bank may take up to 14 days.',
      ),
      paragraph(
        'Fresh food, medicines and opened personal-care items are refunded only when they arrive damaged or expired.',
      ),
    ],
    ar: [
      paragraph(
        'إذا وصلك منتج تالف أو منتهي الصلاحية أو مختلف عمّا طلبته، يمكنك طلب استرداد ثمنه خلال 7 أيام من التوصيل.',
      ),
      heading('كيف تطلب الاسترداد'),
      steps(
        'افتح الطلب من «طلباتي» واختر «طلب استرداد».',
        'اختر السبب، واكتب ملاحظتك، وأرفق حتى 3 صور للمنتج.',
        'نرد عليك خلال يومَي عمل.',
      ),
      heading('كيف يعود إليك المبلغ'),
      bullets(
        'عند الموافقة يُضاف المبلغ إلى محفظتك في سوق فورًا.',
        'الطلبات المدفوعة بالبطاقة يمكن ردّ مبلغها إلى البطاقة، وقد يستغرق البنك حتى 14 يومًا.',
      ),
      paragraph(
        'الأطعمة الطازجة والأدوية ومنتجات العناية الشخصية المفتوحة لا يُستردّ ثمنها إلا إذا وصلت تالفة أو منتهية الصلاحية.',
      ),
    ],
  },
};

/** Cancellation policy: until when an order can be cancelled. */
export const CANCELLATION_POLICY: SeededPage = {
  key: 'cancellation_policy',
  title: { en: 'Cancellation Policy', ar: 'سياسة الإلغاء' },
  body: {
    en: [
      paragraph(
        'You can cancel an order free of charge while it is pending, before the store confirms it.',
      ),
      heading('After the store confirms'),
      bullets(
        'Once the store starts preparing your order it can no longer be cancelled from the app.',
        'If something went wrong, call us and we will do our best to help.',
      ),
      heading('Money back'),
      paragraph(
        'Anything you paid for a cancelled order is returned to your Souq wallet straight away.',
      ),
      paragraph('Call us on ', run(SUPPORT_PHONE, SUPPORT_PHONE_LINK), '.'),
    ],
    ar: [
      paragraph('يمكنك إلغاء طلبك مجانًا ما دام قيد الانتظار، قبل أن يؤكده المتجر.'),
      heading('بعد تأكيد المتجر'),
      bullets(
        'بمجرد أن يبدأ المتجر تجهيز طلبك لا يمكن إلغاؤه من التطبيق.',
        'إذا حدثت مشكلة اتصل بنا وسنبذل جهدنا لمساعدتك.',
      ),
      heading('استرداد المبلغ'),
      paragraph('أي مبلغ دفعته لطلب أُلغي يعود إلى محفظتك في سوق فورًا.'),
      paragraph('اتصل بنا على ', run(SUPPORT_PHONE, SUPPORT_PHONE_LINK), '.'),
    ],
  },
};

/** Shipping policy: where and how fast the shop delivers, and what it costs. */
export const SHIPPING_POLICY: SeededPage = {
  key: 'shipping_policy',
  title: { en: 'Shipping Policy', ar: 'سياسة الشحن' },
  body: {
    en: [
      paragraph(
        'We deliver in Cairo and Alexandria, inside the zones you can see when you choose your address.',
      ),
      heading('Delivery times'),
      bullets(
        'Each store shows how long its deliveries take, usually 20 to 45 minutes.',
        'You can also schedule an order for later the same day.',
      ),
      heading('Delivery fee'),
      bullets(
        'The fee depends on the distance from the store, with a minimum and a maximum per zone.',
        'Delivery is free once your basket reaches the amount shown in the cart.',
      ),
      paragraph(
        'If your order is late, write to ',
        run(SUPPORT_EMAIL, `mailto:${SUPPORT_EMAIL}`),
        ' with its number.',
      ),
    ],
    ar: [
      paragraph('نوصّل داخل القاهرة والإسكندرية، في المناطق التي تظهر لك عند اختيار عنوانك.'),
      heading('مواعيد التوصيل'),
      bullets(
        'يعرض كل متجر المدة التي يستغرقها التوصيل، وهي عادةً من 20 إلى 45 دقيقة.',
        'ويمكنك أيضًا جدولة طلبك لوقت لاحق من اليوم نفسه.',
      ),
      heading('رسوم التوصيل'),
      bullets(
        'تُحسب الرسوم حسب المسافة من المتجر، ولكل منطقة حد أدنى وحد أقصى.',
        'يصبح التوصيل مجانيًا عندما تبلغ قيمة سلتك المبلغ الظاهر في السلة.',
      ),
      paragraph(
        'إذا تأخر طلبك راسلنا على ',
        run(SUPPORT_EMAIL, `mailto:${SUPPORT_EMAIL}`),
        ' واذكر رقم الطلب.',
      ),
    ],
  },
};
