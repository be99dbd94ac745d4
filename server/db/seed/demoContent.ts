import type { PolicySlug } from '../schema';
import type { ArtFamily } from './demoCategories';
import { createPrng } from './prng';

// Texts of the demo content pages (/about, /contact, policies, FAQ, catalog, videos) in
// Arabic and English. Images are named here and drawn by server/media/demoImages.ts.

export interface HeaderSlide {
  name: string;
  families: ArtFamily[];
  hue: number;
  headlineAr: string;
  headlineEn: string;
}

export const HEADER_SLIDES: HeaderSlide[] = [
  {
    name: 'slide-1',
    families: ['vase', 'bowl', 'glass', 'vase'],
    hue: 188,
    headlineAr: 'زجاج مصري يصنع بحب منذ 1986',
    headlineEn: 'Egyptian glass, crafted with care since 1986',
  },
  {
    name: 'slide-2',
    families: ['lantern', 'candle', 'lantern', 'candle'],
    hue: 36,
    headlineAr: 'فوانيس وإضاءة تضيء لياليكم',
    headlineEn: 'Lanterns and lighting for warm evenings',
  },
  {
    name: 'slide-3',
    families: ['gift', 'glass', 'gift', 'plate'],
    hue: 350,
    headlineAr: 'هدايا الشركات والمناسبات',
    headlineEn: 'Corporate and occasion gifts',
  },
  {
    name: 'slide-4',
    families: ['stained', 'mosaic', 'mirror', 'stained'],
    hue: 268,
    headlineAr: 'زجاج معشق وموزاييك على المقاس',
    headlineEn: 'Made-to-measure stained glass and mosaic',
  },
];

export const SOCIAL_PLATFORMS = [
  { name: 'Facebook', link: 'https://www.facebook.com/zujaj.glass' },
  { name: 'Instagram', link: 'https://www.instagram.com/zujaj.glass' },
  { name: 'YouTube', link: 'https://www.youtube.com/@zujajglass' },
  { name: 'TikTok', link: 'https://www.tiktok.com/@zujaj.glass' },
  { name: 'WhatsApp', link: 'https://wa.me/201001986198' },
];

/**
 * The demo shop's own contact details (the footer, /contact, every chat link): the owner replaces
 * them from the back office. The chat number is the one the WhatsApp social link above opens;
 * the map looks the English address up.
 */
export const SHOP_DETAILS = {
  phones: ['02 2576 1986'],
  customerServicePhone: '19986',
  fax: '02 2576 1987',
  addressAr: '12 شارع المصانع، المنطقة الصناعية، شبرا الخيمة، القليوبية، مصر',
  addressEn: '12 Factories St., Industrial Zone, Shubra El Kheima, Qalyubia, Egypt',
  email: 'info@zujaj.glass',
  chatNumber: '201001986198',
  workingHoursAr: 'من السبت إلى الخميس، من 8:00 صباحًا إلى 5:00 مساءً، والجمعة إجازة',
  workingHoursEn: 'Saturday to Thursday, 8:00 AM to 5:00 PM; Friday is a holiday',
  mapLocation: '12 Factories St., Industrial Zone, Shubra El Kheima, Qalyubia, Egypt',
};

export interface TeamMemberSeed {
  photo: string;
  initials: string;
  hue: number;
  jobTitle: string;
  jobTitleEn: string;
  name: string;
  nameEn: string;
  phone: string;
}

export const TEAM_MEMBERS: TeamMemberSeed[] = [
  {
    photo: 'member-1',
    initials: 'MS',
    hue: 200,
    jobTitle: 'رئيس مجلس الإدارة',
    jobTitleEn: 'Chairman of the Board',
    name: 'م. محمود السيد',
    nameEn: 'Eng. Mahmoud El-Sayed',
    phone: '01001986001',
  },
  {
    photo: 'member-2',
    initials: 'HF',
    hue: 160,
    jobTitle: 'المدير العام',
    jobTitleEn: 'General Manager',
    name: 'هشام فؤاد',
    nameEn: 'Hisham Fouad',
    phone: '01001986002',
  },
  {
    photo: 'member-3',
    initials: 'NA',
    hue: 20,
    jobTitle: 'مدير المبيعات',
    jobTitleEn: 'Sales Manager',
    name: 'نورهان عادل',
    nameEn: 'Nourhan Adel',
    phone: '01101986003',
  },
  {
    photo: 'member-4',
    initials: 'KR',
    hue: 40,
    jobTitle: 'مسؤول مبيعات الشركات',
    jobTitleEn: 'Corporate Sales Executive',
    name: 'كريم رشاد',
    nameEn: 'Karim Rashad',
    phone: '01201986004',
  },
  {
    photo: 'member-5',
    initials: 'AM',
    hue: 260,
    jobTitle: 'مدير الحسابات',
    jobTitleEn: 'Accounts Manager',
    name: 'أمل مصطفى',
    nameEn: 'Amal Mostafa',
    phone: '01501986005',
  },
  {
    photo: 'member-6',
    initials: 'TS',
    hue: 120,
    jobTitle: 'مدير المشتريات',
    jobTitleEn: 'Purchasing Manager',
    name: 'طارق سليمان',
    nameEn: 'Tarek Soliman',
    phone: '01001986006',
  },
  {
    photo: 'member-7',
    initials: 'YH',
    hue: 320,
    jobTitle: 'مديرة التسويق',
    jobTitleEn: 'Marketing Manager',
    name: 'ياسمين حمدي',
    nameEn: 'Yasmine Hamdy',
    phone: '01101986007',
  },
];

export interface CatalogSeed {
  name: string;
  family: ArtFamily;
  hue: number;
  title: string;
  titleEn: string;
  year: string;
}

export const CATALOGS: CatalogSeed[] = [
  {
    name: 'vases-2025',
    family: 'vase',
    hue: 190,
    title: 'كتالوج الفازات',
    titleEn: 'Vases Catalogue',
    year: '2025',
  },
  {
    name: 'lighting-2025',
    family: 'lantern',
    hue: 40,
    title: 'الفوانيس والإضاءة',
    titleEn: 'Lanterns & Lighting',
    year: '2025',
  },
  {
    name: 'gifts-2025',
    family: 'gift',
    hue: 352,
    title: 'أطقم الهدايا',
    titleEn: 'Gift Sets',
    year: '2025',
  },
  {
    name: 'stained-glass',
    family: 'stained',
    hue: 275,
    title: 'الزجاج المعشق',
    titleEn: 'Stained Glass',
    year: '2024',
  },
  {
    name: 'hotels',
    family: 'glass',
    hue: 210,
    title: 'الفنادق والمطاعم',
    titleEn: 'Hotels & Restaurants',
    year: '2025',
  },
  {
    name: 'ramadan',
    family: 'candle',
    hue: 18,
    title: 'مجموعة رمضان',
    titleEn: 'Ramadan Collection',
    year: '2025',
  },
  {
    name: 'mosaic',
    family: 'mosaic',
    hue: 168,
    title: 'الموزاييك',
    titleEn: 'Mosaic',
    year: '2024',
  },
];

const VIDEO_TOPICS: Array<[string, string]> = [
  ['جولة داخل المصنع', 'A tour of the factory'],
  ['نفخ فازة كريستال يدويًا', 'Hand-blowing a crystal vase'],
  ['صناعة فانوس رمضان', 'Making a Ramadan lantern'],
  ['تجميع لوحة زجاج معشق', 'Leading a stained glass panel'],
  ['تركيب موزاييك حمام سباحة', 'Laying swimming pool mosaic'],
  ['تغليف الطلبات وشحنها', 'Packing and shipping orders'],
  ['الرسم على الأطباق وحرقها', 'Painting and firing plates'],
  ['نقش الأكواب بالليزر', 'Laser-etching glasses'],
  ['تنسيق الزهور في الفازات', 'Arranging flowers in vases'],
  ['أفكار هدايا الشركات', 'Corporate gift ideas'],
  ['العناية بالزجاج وتنظيفه', 'Caring for and cleaning glass'],
];

const YOUTUBE_ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export interface VideoSeed {
  title: string;
  titleEn: string;
  link: string;
}

/** 32 videos: links in the watch?v=, youtu.be/ and embed/ forms, and three without a video id. */
export function demoVideos(): VideoSeed[] {
  const rnd = createPrng(1986);
  const videos: VideoSeed[] = [];
  for (let i = 0; i < 32; i += 1) {
    const [ar, en] = VIDEO_TOPICS[i % VIDEO_TOPICS.length]!;
    const part = Math.floor(i / VIDEO_TOPICS.length) + 1;
    const id = Array.from({ length: 11 }, () => rnd.pick([...YOUTUBE_ID_CHARS])).join('');
    let link: string;
    if (i === 7) link = 'https://www.youtube.com/@zujajglass';
    else if (i === 18) link = 'https://www.facebook.com/zujaj.glass/videos';
    else if (i === 29) link = 'https://www.youtube.com/playlist';
    else if (i % 3 === 0) link = `https://www.youtube.com/watch?v=${id}`;
    else if (i % 3 === 1) link = `https://youtu.be/${id}`;
    else link = `https://www.youtube.com/embed/${id}`;
    videos.push({
      title: part > 1 ? `${ar} - الجزء ${part}` : ar,
      titleEn: part > 1 ? `${en} – part ${part}` : en,
      link,
    });
  }
  return videos;
}

export const ABOUT_US = {
  content: `<h2>زجاج: صناعة مصرية منذ عام 1986</h2>
<p>بدأت زجاج ورشةً صغيرة لنفخ الزجاج في القاهرة عام 1986، وأصبحت اليوم مصنعًا متكاملًا ينتج الفازات وأطباق التقديم والأكواب والفوانيس والمرايا والزجاج المعشق والموزاييك للمنازل والفنادق والشركات في مصر والعالم العربي.</p>
<p>نجمع بين مهارة الحرفيين الذين ورثوا صناعة الزجاج جيلًا بعد جيل وبين أفران وخطوط إنتاج حديثة، ونراقب كل قطعة في مراحل الصهر والتشكيل والتبريد والتشطيب قبل أن تصل إليكم.</p>
<h3>الجودة</h3>
<p>مصنعنا حاصل على شهادة الجودة <strong>ISO 9001</strong>، ونستخدم خامات آمنة على الطعام في جميع أدوات المائدة.</p>
<h3>التوصيل والخدمة</h3>
<ul>
<li>توصيل خلال 2 إلى 5 أيام عمل إلى جميع المحافظات.</li>
<li>خدمة العملاء عبر واتساب من 8 صباحًا حتى 5 مساءً.</li>
<li>مواعيد العمل من السبت إلى الخميس، من 8:00 إلى 5:00، والجمعة إجازة.</li>
</ul>
<p>نرحب بطلبات الجملة والشركات والتصميمات الخاصة على المقاس.</p>`,
  contentEn: `<h2>Zujaj: made in Egypt since 1986</h2>
<p>Zujaj began as a small glass-blowing workshop in Cairo in 1986. Today it is a complete factory making vases, serving bowls, drinking glasses, lanterns, mirrors, stained glass and mosaic for homes, hotels and companies across Egypt and the Arab world.</p>
<p>We combine the skill of craftsmen who have handed glassmaking down through generations with modern furnaces and production lines, and we check every piece through melting, shaping, annealing and finishing before it reaches you.</p>
<h3>Quality</h3>
<p>Our factory is <strong>ISO 9001</strong> certified, and all our tableware is made from food-safe materials.</p>
<h3>Delivery and service</h3>
<ul>
<li>Delivery in 2 to 5 working days to every governorate.</li>
<li>Customer service on WhatsApp from 8 AM to 5 PM.</li>
<li>Working hours Saturday to Thursday, 8:00 to 5:00; Friday is a holiday.</li>
</ul>
<p>We welcome wholesale, corporate and made-to-measure orders.</p>`,
};

export interface PolicySeed {
  slug: PolicySlug;
  title: string;
  titleEn: string;
  content: string;
  contentEn: string;
}

export const POLICIES: PolicySeed[] = [
  {
    slug: 'shipping-policy',
    title: 'سياسة الشحن',
    titleEn: 'Shipping Policy',
    content: `<p>نشحن الطلبات إلى جميع محافظات مصر خلال 2 إلى 5 أيام عمل من تأكيد الطلب.</p>
<ul><li>الاستلام من المصنع مجاني.</li><li>يُحسب الشحن حسب المنطقة أو الوزن ويظهر قبل إتمام الطلب.</li><li>تُغلف كل قطعة زجاجية بعناية في كرتون مبطن لحمايتها أثناء النقل.</li></ul>
<p>سيتواصل معكم فريقنا هاتفيًا لتأكيد موعد التسليم.</p>`,
    contentEn: `<p>We ship to every governorate of Egypt within 2 to 5 working days of confirming the order.</p>
<ul><li>Pickup from the factory is free.</li><li>Shipping is charged by region or weight and shown before you complete the order.</li><li>Every glass piece is packed carefully in a padded carton to protect it in transit.</li></ul>
<p>Our team will call you to confirm the delivery time.</p>`,
  },
  {
    slug: 'terms-conditions',
    title: 'الشروط والأحكام',
    titleEn: 'Terms and Conditions',
    content: `<p>باستخدامك لموقع زجاج فإنك توافق على الشروط التالية:</p>
<ol><li>الأسعار بالجنيه المصري وتشمل الضريبة ما لم يُذكر غير ذلك.</li><li>قد تختلف الألوان قليلًا عن الصور بسبب طبيعة الزجاج اليدوي.</li><li>يحق لنا إلغاء الطلب إذا تعذر توفير المنتج، مع رد أي مبلغ مدفوع كاملًا.</li><li>تخضع هذه الشروط لقوانين جمهورية مصر العربية.</li></ol>`,
    contentEn: `<p>By using the Zujaj website you agree to the following terms:</p>
<ol><li>Prices are in Egyptian pounds and include tax unless stated otherwise.</li><li>Colours may differ slightly from the photos because of the nature of hand-made glass.</li><li>We may cancel an order if a product cannot be supplied, refunding any amount paid in full.</li><li>These terms are governed by the laws of the Arab Republic of Egypt.</li></ol>`,
  },
  {
    slug: 'privacy-policy',
    title: 'سياسة الخصوصية',
    titleEn: 'Privacy Policy',
    content: `<p>نحترم خصوصيتك ونستخدم بياناتك فقط لتنفيذ طلباتك والتواصل معك.</p>
<ul><li>نحفظ الاسم ورقم الهاتف والعنوان والبريد الإلكتروني لإتمام الطلبات.</li><li>لا نبيع بياناتك ولا نشاركها مع أي طرف إلا شركة الشحن بقدر ما يلزم للتوصيل.</li><li>يمكنك حذف حسابك وبياناتك في أي وقت من صفحة الحساب.</li></ul>`,
    contentEn: `<p>We respect your privacy and use your data only to fulfil your orders and contact you.</p>
<ul><li>We keep your name, phone number, address and e-mail to complete orders.</li><li>We never sell your data or share it with anyone except the delivery company, as far as delivery requires.</li><li>You can delete your account and data at any time from the account page.</li></ul>`,
  },
  {
    slug: 'exchanges-and-returns',
    title: 'الاستبدال والاسترجاع',
    titleEn: 'Exchanges and Returns',
    content: `<p>يمكنكم استبدال المنتج أو استرجاعه خلال 14 يومًا من الاستلام بشرط أن يكون بحالته الأصلية وفي تغليفه.</p>
<ul><li>إذا وصلتكم قطعة مكسورة أو معيبة نستبدلها مجانًا؛ يرجى تصويرها وإبلاغنا خلال 48 ساعة.</li><li>المنتجات المصنوعة على المقاس لا تُسترجع إلا في حالة وجود عيب صناعة.</li><li>يُرد المبلغ بنفس طريقة الدفع خلال 7 أيام عمل من استلام المرتجع.</li></ul>`,
    contentEn: `<p>You can exchange or return a product within 14 days of receiving it, provided it is in its original condition and packaging.</p>
<ul><li>If a piece arrives broken or faulty we replace it free of charge; please photograph it and tell us within 48 hours.</li><li>Made-to-measure products can be returned only for a manufacturing fault.</li><li>Refunds are made by the original payment method within 7 working days of receiving the return.</li></ul>`,
  },
];

export const COMMON_QUESTIONS: Array<{
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
}> = [
  {
    title: 'كم يستغرق توصيل الطلب؟',
    titleEn: 'How long does delivery take?',
    description: 'يصل الطلب خلال 2 إلى 5 أيام عمل حسب المحافظة.',
    descriptionEn: 'Orders arrive within 2 to 5 working days depending on the governorate.',
  },
  {
    title: 'ما طرق الدفع المتاحة؟',
    titleEn: 'Which payment methods can I use?',
    description: 'الدفع نقدًا عند الاستلام أو بالبطاقة البنكية.',
    descriptionEn: 'Cash on delivery or payment card.',
  },
  {
    title: 'هل يمكن طلب كميات للشركات والفنادق؟',
    titleEn: 'Can companies and hotels order in bulk?',
    description: 'نعم، استخدم نموذج طلب الجملة أو تواصل مع فريق مبيعات الشركات عبر واتساب.',
    descriptionEn: 'Yes: use the bulk order form or contact our corporate sales team on WhatsApp.',
  },
  {
    title: 'ماذا أفعل إذا وصلت قطعة مكسورة؟',
    titleEn: 'What if a piece arrives broken?',
    description: 'صوّر القطعة وأبلغنا خلال 48 ساعة وسنستبدلها مجانًا.',
    descriptionEn:
      'Photograph it and tell us within 48 hours, and we will replace it free of charge.',
  },
  {
    title: 'هل الأكواب وأطباق التقديم آمنة على الطعام؟',
    titleEn: 'Are the glasses and serving dishes food-safe?',
    description: 'نعم، جميع أدوات المائدة مصنوعة من زجاج آمن على الطعام وفق شهادة ISO.',
    descriptionEn: 'Yes, all tableware is made of food-safe glass under our ISO certification.',
  },
  {
    title: 'هل تصنعون الزجاج المعشق على المقاس؟',
    titleEn: 'Do you make stained glass to measure?',
    description: 'نعم، نرسل فنيًا لأخذ المقاسات ونقدم تصميمًا مبدئيًا قبل التنفيذ.',
    descriptionEn:
      'Yes, a technician takes the measurements and we share a draft design before making it.',
  },
  {
    title: 'لماذا لا يظهر سعر بعض المنتجات؟',
    titleEn: 'Why do some products show no price?',
    description: 'بعض المنتجات تُسعّر حسب المقاس أو الكمية؛ اضغط على "اطلب السعر" وسنرد عليك.',
    descriptionEn:
      'Some products are priced by size or quantity; press "Get the price" and we will reply.',
  },
  {
    title: 'ما مواعيد خدمة العملاء؟',
    titleEn: 'When is customer service available?',
    description: 'من السبت إلى الخميس من 8 صباحًا حتى 5 مساءً، والجمعة إجازة.',
    descriptionEn: 'Saturday to Thursday, 8 AM to 5 PM; Friday is a holiday.',
  },
  {
    title: 'هل يمكن زيارة المصنع؟',
    titleEn: 'Can I visit the factory?',
    description: 'نعم، برجاء حجز موعد مسبق مع فريق المبيعات.',
    descriptionEn: 'Yes, please book a visit with our sales team in advance.',
  },
  {
    title: 'كيف أعتني بالمنتجات الزجاجية؟',
    titleEn: 'How do I care for glass products?',
    description: 'اغسلها بماء فاتر وصابون خفيف وتجنب الانتقال المفاجئ بين الساخن والبارد.',
    descriptionEn:
      'Wash in lukewarm water with mild soap and avoid sudden changes between hot and cold.',
  },
];

/** The about page shows 34 factory images. */
export const FACTORY_IMAGE_COUNT = 34;
export const factoryImageName = (index: number): string =>
  `factory-${String(index + 1).padStart(2, '0')}`;
