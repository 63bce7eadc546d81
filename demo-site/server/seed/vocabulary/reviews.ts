/*
 * What reviewers write. Each review is written once, in its author's language, the way people
 * write in an Egyptian shop's app: short, colloquial, about the product, its freshness, the
 * packing, the price and the delivery. Comments fit any product, so they are grouped by mood.
 */

/** The language a reviewer writes in. */
export type ReviewLanguage = 'ar' | 'en';

/** A reviewer: a first name, a family name and the language they write their reviews in. */
export interface ReviewerWords {
  fName: string;
  lName: string;
  language: ReviewLanguage;
}

/** The demo's reviewers; most write in Arabic, some in English. */
export const REVIEWERS: readonly ReviewerWords[] = [
  { fName: 'أحمد', lName: 'عبد الرحمن', language: 'ar' },
  { fName: 'محمد', lName: 'السيد', language: 'ar' },
  { fName: 'منى', lName: 'حسن', language: 'ar' },
  { fName: 'ياسمين', lName: 'فؤاد', language: 'ar' },
  { fName: 'عمرو', lName: 'شاكر', language: 'ar' },
  { fName: 'هبة', lName: 'مصطفى', language: 'ar' },
  { fName: 'كريم', lName: 'عادل', language: 'ar' },
  { fName: 'نورهان', lName: 'إبراهيم', language: 'ar' },
  { fName: 'محمود', lName: 'فتحي', language: 'ar' },
  { fName: 'سارة', lName: 'الشريف', language: 'ar' },
  { fName: 'مصطفى', lName: 'كامل', language: 'ar' },
  { fName: 'دينا', lName: 'رمضان', language: 'ar' },
  { fName: 'إسلام', lName: 'عبد العزيز', language: 'ar' },
  { fName: 'رحاب', lName: 'سليمان', language: 'ar' },
  { fName: 'طارق', lName: 'منصور', language: 'ar' },
  { fName: 'إيمان', lName: 'جمال', language: 'ar' },
  { fName: 'خالد', lName: 'النجار', language: 'ar' },
  { fName: 'آية', lName: 'محمود', language: 'ar' },
  { fName: 'شريف', lName: 'حمدي', language: 'ar' },
  { fName: 'مريم', lName: 'عزت', language: 'ar' },
  { fName: 'حسام', lName: 'الدين', language: 'ar' },
  { fName: 'فاطمة', lName: 'الزهراء', language: 'ar' },
  { fName: 'يوسف', lName: 'ناصر', language: 'ar' },
  { fName: 'رنا', lName: 'صبري', language: 'ar' },
  { fName: 'Omar', lName: 'Hassan', language: 'en' },
  { fName: 'Nadine', lName: 'Khalil', language: 'en' },
  { fName: 'Youssef', lName: 'Adel', language: 'en' },
  { fName: 'Salma', lName: 'Fawzy', language: 'en' },
  { fName: 'Karim', lName: 'Nabil', language: 'en' },
  { fName: 'Laila', lName: 'Sami', language: 'en' },
  { fName: 'Sarah', lName: 'Williams', language: 'en' },
  { fName: 'Mark', lName: 'Ibrahim', language: 'en' },
];

/** How a reviewer felt: 5 and 4 are pleased, 3 is mixed, 2 and 1 are let down. */
export type ReviewMood = 'pleased' | 'mixed' | 'disappointed';

/** The mood of a rating. */
export const moodOf = (rating: number): ReviewMood =>
  rating >= 4 ? 'pleased' : rating === 3 ? 'mixed' : 'disappointed';

/** Comments by mood and language. */
export const REVIEW_COMMENTS: Readonly<Record<ReviewMood, Record<ReviewLanguage, string[]>>> = {
  pleased: {
    ar: [
      'ممتاز جداً ووصل في ميعاده، تسلم إيديكم',
      'الجودة حلوة والسعر مناسب، هطلب تاني أكيد',
      'جميل جداً وزي الصورة بالظبط',
      'التغليف كان ممتاز والمندوب محترم',
      'منتج أصلي وطازة، أنصح بيه',
      'أحسن من اللي كنت بجيبه من السوبر ماركت',
      'وصل بسرعة وكله سليم، شكراً',
      'كويس جداً والكمية مظبوطة',
      'تجربة ممتازة، أول مرة أطلب ومش هتبقى الأخيرة',
      'ممتاز',
      'حلو أوي، الولاد حبوه',
      'جودة عالية وخدمة محترمة',
    ],
    en: [
      'Great quality and it arrived on time.',
      'Exactly as described, will order again.',
      'Fresh and well packed. Very happy with it.',
      'Good value for the price.',
      'Fast delivery and the driver was very polite.',
      'Better than what I usually buy from the supermarket.',
      'Excellent, highly recommend.',
      'Second time ordering this, consistent quality.',
    ],
  },
  mixed: {
    ar: [
      'كويس بس السعر غالي شوية',
      'المنتج نفسه حلو بس التوصيل اتأخر',
      'مقبول، مش أحسن حاجة',
      'الكمية أقل من اللي متوقعها',
      'عادي، زي أي حتة تانية',
      'التغليف محتاج يتحسن شوية',
    ],
    en: [
      'Decent, but a bit pricey.',
      'The product is fine, delivery took longer than promised.',
      'Okay. Nothing special.',
      'Smaller than I expected from the picture.',
    ],
  },
  disappointed: {
    ar: [
      'للأسف وصل غير اللي طلبته',
      'مش طازة خالص، مش هكررها',
      'التغليف كان مفتوح ومش نضيف',
      'اتأخر أكتر من ساعة ومحدش رد عليا',
      'الجودة أقل بكتير من السعر',
      'مش زي الصورة خالص',
    ],
    en: [
      'Not fresh at all, very disappointed.',
      'Arrived damaged and support never replied.',
      'Not worth the price.',
      'I received the wrong item.',
    ],
  },
};
