import ar from '../../i18n/locales/ar.json';
import en from '../../i18n/locales/en.json';
import { chatLink } from './chatLink';
import {
  bulkOrderText,
  cleanValue,
  composeEnquiryText,
  representativeText,
  type EnquiryTranslate,
} from './enquiryText';

const translate =
  (table: Record<string, string>): EnquiryTranslate =>
  (key) =>
    table[key] ?? `<${key}>`;
const tAr = translate(ar);
const tEn = translate(en);

/** Any shop number: the chat link carries the text the same way whatever number it goes to. */
const CHAT_NUMBER = '201001986198';

/** The text a wa.me link carries, decoded as the messaging app reads it. */
function linkText(link: string): string {
  const url = new URL(link);
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${CHAT_NUMBER}`);
  const raw = link.slice(link.indexOf('?text=') + '?text='.length);
  expect(raw).not.toMatch(/[\s&?#+]/); // every special character is percent-encoded
  expect(url.searchParams.get('text')).toBe(decodeURIComponent(raw));
  return decodeURIComponent(raw);
}

describe('composeEnquiryText', () => {
  it('puts the heading first, then one "Label: value" line per field in the given order', () => {
    expect(
      composeEnquiryText('Heading', [
        { label: 'B', value: '2' },
        { label: 'A', value: '1' },
      ]),
    ).toBe('Heading\nB: 2\nA: 1');
  });

  it('trims values and writes an empty one as "-"', () => {
    expect(
      composeEnquiryText(' Heading ', [
        { label: 'Name', value: '  Omar  ' },
        { label: 'Company', value: '   ' },
        { label: 'Phone', value: undefined },
        { label: 'Note', value: null },
      ]),
    ).toBe('Heading\nName: Omar\nCompany: -\nPhone: -\nNote: -');
  });

  it('starts a value of several lines under its label, blank lines and blanks dropped', () => {
    expect(
      composeEnquiryText('H', [{ label: 'Products', value: '\r\n 20 cups \r\n\r\n  5 vases\n' }]),
    ).toBe('H\nProducts:\n20 cups\n5 vases');
    expect(cleanValue(' one \r two \n\n three ')).toBe('one\ntwo\nthree');
  });
});

describe('representativeText (/representative)', () => {
  const values = { name: 'عمر حسن', phone: '01012345678', products: 'أكواب زجاج' };

  it('names every value with its label in Arabic', () => {
    expect(representativeText(tAr, values)).toBe(
      [
        'طلب مندوب',
        'الاسم: عمر حسن',
        'رقم الهاتف: 01012345678',
        'المنتجات المطلوبة: أكواب زجاج',
      ].join('\n'),
    );
  });

  it('names every value with its label in English', () => {
    expect(representativeText(tEn, { name: 'Omar', phone: '0101', products: 'cups\nvases' })).toBe(
      'Representative request\nName: Omar\nPhone number: 0101\nRequested products:\ncups\nvases',
    );
  });

  it('round-trips through the chat link', () => {
    const text = representativeText(tAr, values);
    expect(linkText(chatLink(text, CHAT_NUMBER))).toBe(text);
  });
});

describe('bulkOrderText (/order)', () => {
  it('lists full name, phone, company and products in that order, empty ones as "-"', () => {
    expect(
      bulkOrderText(tEn, {
        fullName: 'Mona Ali',
        phoneNumber: '',
        companyName: '  ',
        products: '200 cups\n50 vases',
      }),
    ).toBe(
      'Bulk order\nFull name: Mona Ali\nPhone number: -\nCompany name: -\nProducts and quantities:\n200 cups\n50 vases',
    );
    expect(
      bulkOrderText(tAr, { fullName: '', phoneNumber: '', companyName: '', products: '' }),
    ).toBe('طلب بالجملة\nالاسم الكامل: -\nرقم الهاتف: -\nاسم الشركة: -\nالمنتجات والكميات: -');
  });

  it('keeps characters a URL gives meaning to, emoji and Arabic through the chat link', () => {
    const values = {
      fullName: 'A&B ? #1 + 100% "quoted" <tag>',
      phoneNumber: '+20 100/198=6198',
      companyName: 'شركة النور & أولاده 🏭',
      products: 'كوب 😀 × 20\nvase=5&size=L?#top\n50% off + tax',
    };
    const text = bulkOrderText(tEn, values);
    const decoded = linkText(chatLink(text, CHAT_NUMBER));
    expect(decoded).toBe(text);
    for (const value of Object.values(values)) {
      for (const line of value.split('\n')) expect(decoded).toContain(line);
    }
    expect(decoded.split('\n')).toHaveLength(8); // heading, 3 one-line fields, label + 3 product lines
  });
});
