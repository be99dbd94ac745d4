// The demo catalogue's categories: names, the artwork family drawn for their products and banners,
// price ranges and the product models sold in each. Shared by the seed (demoCatalog.ts) and the
// image generator (server/media/demoImages.ts) so both name the same pictures.

export type ArtFamily =
  | 'vase'
  | 'bowl'
  | 'glass'
  | 'lantern'
  | 'mirror'
  | 'candle'
  | 'plate'
  | 'gift'
  | 'stained'
  | 'mosaic';

export interface ProductModel {
  ar: string;
  en: string;
}

export interface DemoCategory {
  nameAr: string;
  nameEn: string;
  /** Code letters of its products' codes, e.g. ZJ-VAS-101. */
  code: string;
  family: ArtFamily;
  /** Base hue (0–360) of its artwork. */
  hue: number;
  /** Price range in EGP (after discount). */
  price: [number, number];
  /** One sentence about the family, for product descriptions. */
  aboutAr: string;
  aboutEn: string;
  models: ProductModel[];
}

/** Artworks drawn per family (products reuse them): 10 families × 4 = 40 product pictures. */
export const ARTWORKS_PER_FAMILY = 4;

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    nameAr: 'فازات',
    nameEn: 'Vases',
    code: 'VAS',
    family: 'vase',
    hue: 190,
    price: [280, 2400],
    aboutAr: 'فازة من زجاج عالي النقاء منفوخة في مصنعنا، تناسب الزهور الطبيعية والصناعية.',
    aboutEn:
      'A vase of high-clarity glass blown in our factory, made for fresh and artificial flowers alike.',
    models: [
      { ar: 'فازة كريستال مضلعة', en: 'Ribbed Crystal Vase' },
      { ar: 'فازة منفوخة يدويًا', en: 'Hand-blown Vase' },
      { ar: 'فازة أسطوانية طويلة', en: 'Tall Cylinder Vase' },
      { ar: 'فازة كروية', en: 'Round Bubble Vase' },
      { ar: 'فازة برقبة رفيعة', en: 'Slim-neck Bud Vase' },
      { ar: 'فازة مموجة الحواف', en: 'Wavy-rim Vase' },
      { ar: 'فازة أرضية كبيرة', en: 'Large Floor Vase' },
      { ar: 'فازة مطفية بلمسة ثلجية', en: 'Frosted Vase' },
    ],
  },
  {
    nameAr: 'أطباق وأوعية التقديم',
    nameEn: 'Bowls & Serving',
    code: 'BWL',
    family: 'bowl',
    hue: 32,
    price: [150, 1600],
    aboutAr: 'قطعة تقديم من زجاج سميك آمن على الطعام، مناسبة للسلطات والحلويات والفواكه.',
    aboutEn: 'A serving piece of thick food-safe glass, right for salads, desserts and fruit.',
    models: [
      { ar: 'سلطانية سلطة كبيرة', en: 'Large Salad Bowl' },
      { ar: 'طبق فواكه بقاعدة', en: 'Footed Fruit Bowl' },
      { ar: 'طقم سلاطين صغيرة', en: 'Set of Small Bowls' },
      { ar: 'طبق تقديم مستطيل', en: 'Rectangular Serving Dish' },
      { ar: 'بونبونيرة بغطاء', en: 'Lidded Candy Dish' },
      { ar: 'طبق حلويات دوار', en: 'Rotating Dessert Platter' },
      { ar: 'سلطانية منقوشة', en: 'Etched Serving Bowl' },
      { ar: 'صينية تقديم زجاجية', en: 'Glass Serving Tray' },
    ],
  },
  {
    nameAr: 'أكواب وكاسات',
    nameEn: 'Drinking Glasses',
    code: 'GLS',
    family: 'glass',
    hue: 205,
    price: [90, 950],
    aboutAr: 'كوب زجاجي متين يتحمل الاستخدام اليومي وغسالة الأطباق.',
    aboutEn: 'A sturdy glass made for daily use and safe in the dishwasher.',
    models: [
      { ar: 'طقم أكواب ماء ستة قطع', en: 'Water Glasses, Set of Six' },
      { ar: 'كاسات عصير مضلعة', en: 'Ribbed Juice Glasses' },
      { ar: 'أكواب شاي بيد', en: 'Tea Glasses with Handle' },
      { ar: 'كوب قهوة مزدوج الجدار', en: 'Double-wall Coffee Glass' },
      { ar: 'كاسات بقدم عالية', en: 'Stemmed Goblets' },
      { ar: 'طقم أكواب بدورق', en: 'Glasses with Carafe Set' },
      { ar: 'أكواب ملونة مطفية', en: 'Frosted Colour Tumblers' },
      { ar: 'كوب سموذي بغطاء وشفاطة', en: 'Smoothie Jar with Lid and Straw' },
    ],
  },
  {
    nameAr: 'فوانيس وإضاءة',
    nameEn: 'Lanterns & Lighting',
    code: 'LNT',
    family: 'lantern',
    hue: 42,
    price: [350, 4800],
    aboutAr: 'إضاءة زجاجية بإطار معدني مشغول، تضفي دفئًا على الصالات والحدائق وسهرات رمضان.',
    aboutEn:
      'Glass lighting in a worked metal frame that warms living rooms, gardens and Ramadan nights.',
    models: [
      { ar: 'فانوس رمضان نحاسي', en: 'Brass Ramadan Lantern' },
      { ar: 'نجفة زجاج معلقة', en: 'Hanging Glass Pendant Light' },
      { ar: 'أباجورة زجاج معشق', en: 'Stained Glass Table Lamp' },
      { ar: 'فانوس حديقة بمقبض', en: 'Garden Lantern with Handle' },
      { ar: 'مشكاة مزخرفة', en: 'Ornate Mishkah Lamp' },
      { ar: 'ثريا كريستال صغيرة', en: 'Small Crystal Chandelier' },
      { ar: 'فانوس شمع مغربي', en: 'Moroccan Candle Lantern' },
      { ar: 'كرة إضاءة مدخنة', en: 'Smoked Glass Globe Light' },
    ],
  },
  {
    nameAr: 'مرايا',
    nameEn: 'Mirrors',
    code: 'MIR',
    family: 'mirror',
    hue: 210,
    price: [450, 6500],
    aboutAr: 'مرآة من زجاج مصقول بإطار متقن، تضيف اتساعًا وضوءًا لأي مساحة.',
    aboutEn: 'A polished glass mirror in a careful frame that adds light and depth to any room.',
    models: [
      { ar: 'مرآة حائط دائرية', en: 'Round Wall Mirror' },
      { ar: 'مرآة شمسية مذهبة', en: 'Gilded Sunburst Mirror' },
      { ar: 'مرآة مدخل مستطيلة', en: 'Rectangular Hallway Mirror' },
      { ar: 'مرآة بإطار موزاييك', en: 'Mosaic-framed Mirror' },
      { ar: 'مرآة تسريحة مقوسة', en: 'Arched Dressing Mirror' },
      { ar: 'مرآة أرضية طويلة', en: 'Full-length Floor Mirror' },
      { ar: 'مرآة حمام مضيئة', en: 'Backlit Bathroom Mirror' },
      { ar: 'طقم مرايا سداسية', en: 'Hexagon Mirror Set' },
    ],
  },
  {
    nameAr: 'شمعدانات',
    nameEn: 'Candle Holders',
    code: 'CND',
    family: 'candle',
    hue: 14,
    price: [95, 1200],
    aboutAr: 'حامل شموع زجاجي يعكس لهب الشمعة بألوان دافئة على المائدة.',
    aboutEn: 'A glass candle holder that throws the flame’s warm colours across the table.',
    models: [
      { ar: 'شمعدان بقدم طويلة', en: 'Tall Stem Candle Holder' },
      { ar: 'حامل شموع تي لايت', en: 'Tealight Holder' },
      { ar: 'شمعدان ثلاثي الأذرع', en: 'Three-arm Candelabra' },
      { ar: 'فانوس شمعة زجاجي', en: 'Glass Hurricane Candle Holder' },
      { ar: 'حامل شموع زئبقي', en: 'Mercury Glass Votive' },
      { ar: 'شمعدان عائم', en: 'Floating Candle Bowl' },
      { ar: 'طقم شمعدانات مدرجة', en: 'Graduated Candle Holder Set' },
      { ar: 'حامل شموع منقوش بالليزر', en: 'Laser-etched Candle Holder' },
    ],
  },
  {
    nameAr: 'أطباق ديكور',
    nameEn: 'Decorative Plates',
    code: 'PLT',
    family: 'plate',
    hue: 330,
    price: [180, 2200],
    aboutAr: 'طبق ديكور مرسوم ومحروق في الفرن ليبقى لونه ثابتًا، يعلق على الحائط أو يوضع على حامل.',
    aboutEn:
      'A decorative plate painted and kiln-fired so its colours last, for the wall or a stand.',
    models: [
      { ar: 'طبق حائط بزخارف إسلامية', en: 'Islamic Pattern Wall Plate' },
      { ar: 'طبق ديكور بحواف ذهبية', en: 'Gold-rimmed Display Plate' },
      { ar: 'طبق فيوزينج ملون', en: 'Fused Glass Colour Plate' },
      { ar: 'طبق تذكاري محفور', en: 'Engraved Souvenir Plate' },
      { ar: 'طبق زهور مرسوم يدويًا', en: 'Hand-painted Floral Plate' },
      { ar: 'طبق مرايا مقطعة', en: 'Cut Mirror Plate' },
      { ar: 'طبق ديكور بخط عربي', en: 'Arabic Calligraphy Plate' },
      { ar: 'طقم أطباق حائط ثلاثي', en: 'Wall Plate Trio' },
    ],
  },
  {
    nameAr: 'أطقم هدايا',
    nameEn: 'Gift Sets',
    code: 'GFT',
    family: 'gift',
    hue: 352,
    price: [250, 3500],
    aboutAr: 'طقم هدية مغلف في علبة فاخرة، مناسب للمناسبات وهدايا الشركات.',
    aboutEn: 'A gift set packed in a premium box, fit for occasions and corporate gifting.',
    models: [
      { ar: 'طقم ضيافة قهوة عربية', en: 'Arabic Coffee Hospitality Set' },
      { ar: 'علبة هدايا أكواب وشمعة', en: 'Glasses and Candle Gift Box' },
      { ar: 'طقم عصير بدورق منقوش', en: 'Etched Carafe Juice Set' },
      { ar: 'طقم تمر بغطاء كريستال', en: 'Crystal Lidded Date Set' },
      { ar: 'هدية مواليد زجاجية', en: 'Glass Newborn Keepsake' },
      { ar: 'طقم هدايا شركات مطبوع بالشعار', en: 'Logo-printed Corporate Gift Set' },
      { ar: 'صندوق هدايا رمضان', en: 'Ramadan Gift Box' },
      { ar: 'طقم عطور زجاجي', en: 'Glass Perfume Bottle Set' },
    ],
  },
  {
    nameAr: 'زجاج معشق',
    nameEn: 'Stained Glass',
    code: 'STN',
    family: 'stained',
    hue: 275,
    price: [600, 9500],
    aboutAr: 'لوحة زجاج معشق مجمعة يدويًا بالرصاص، تصنع على المقاس للنوافذ والأبواب والأسقف.',
    aboutEn:
      'A stained glass panel leaded by hand and made to measure for windows, doors and ceilings.',
    models: [
      { ar: 'شباك زجاج معشق نصف دائري', en: 'Arched Stained Glass Window' },
      { ar: 'لوحة باب معشقة بالورود', en: 'Rose Stained Glass Door Panel' },
      { ar: 'سقف زجاج معشق مضيء', en: 'Backlit Stained Glass Ceiling' },
      { ar: 'فاصل غرف زجاج معشق', en: 'Stained Glass Room Divider' },
      { ar: 'لوحة حائط معشقة هندسية', en: 'Geometric Stained Glass Wall Art' },
      { ar: 'معلقة نافذة ملونة', en: 'Colour Window Suncatcher' },
      { ar: 'شمسية معشقة للمدخل', en: 'Stained Glass Entrance Transom' },
      { ar: 'لوحة معشقة بالخط العربي', en: 'Calligraphy Stained Glass Panel' },
    ],
  },
  {
    nameAr: 'موزاييك',
    nameEn: 'Mosaic',
    code: 'MOS',
    family: 'mosaic',
    hue: 168,
    price: [120, 5200],
    aboutAr: 'قطع موزاييك زجاجية مقاومة للرطوبة، مناسبة للمطابخ والحمامات وحمامات السباحة.',
    aboutEn: 'Moisture-proof glass mosaic pieces for kitchens, bathrooms and swimming pools.',
    models: [
      { ar: 'بلاط موزاييك حمام سباحة', en: 'Swimming Pool Mosaic Tiles' },
      { ar: 'لوحة موزاييك جدارية', en: 'Mosaic Wall Mural' },
      { ar: 'ترابيزة موزاييك صغيرة', en: 'Small Mosaic Side Table' },
      { ar: 'شريط موزاييك للمطبخ', en: 'Kitchen Mosaic Border' },
      { ar: 'موزاييك ذهبي للحمام', en: 'Gold Bathroom Mosaic' },
      { ar: 'إطار صورة موزاييك', en: 'Mosaic Photo Frame' },
      { ar: 'صندوق مجوهرات موزاييك', en: 'Mosaic Jewellery Box' },
      { ar: 'كرة موزاييك عاكسة', en: 'Mirror Mosaic Ball' },
    ],
  },
];

/** The name of a product artwork: `<family>-<n>` with n in 1..ARTWORKS_PER_FAMILY. */
export const productArtName = (family: ArtFamily, n: number): string =>
  `${family}-${((n - 1) % ARTWORKS_PER_FAMILY) + 1}`;

export const categoryBannerName = (code: string, lang: 'ar' | 'en'): string =>
  `category-${code.toLowerCase()}-${lang}`;
