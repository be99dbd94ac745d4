import fc from 'fast-check';
import {
  foldSearchText,
  matchesSearch,
  productSearchText,
  SEARCH_FOLD_DROP,
  SEARCH_FOLD_FROM,
  SEARCH_FOLD_TO,
  SEARCH_WHITESPACE,
} from './searchText';

// Plain Arabic letters (ا–ي without the folded ones), Latin, digits and spaces: text already in
// search form once lower-cased and trimmed.
const PLAIN_ARABIC = 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي';
const ALEF_FORMS = ['أ', 'إ', 'آ', 'ٱ'];
const DIACRITICS = Array.from({ length: 0x065f - 0x064b + 1 }, (_, i) =>
  String.fromCharCode(0x064b + i),
).concat(['\u0670', '\u0640']);

const chars = (alphabet: string) => fc.constantFrom(...alphabet.split(''));
const plainText = fc
  .array(chars(`${PLAIN_ARABIC}abcxyz0123456789 `), { maxLength: 30 })
  .map((list) => list.join(''));

/** A plain text with each letter written in one of the ways people type it. */
function variantOf(plain: string): fc.Arbitrary<string> {
  const perChar = plain.split('').map((ch) => {
    const options: fc.Arbitrary<string>[] = [fc.constant(ch)];
    if (ch === 'ا') options.push(fc.constantFrom(...ALEF_FORMS));
    if (ch === 'ي') options.push(fc.constant('ى'));
    if (ch === 'ه') options.push(fc.constant('ة'));
    if (/[0-9]/.test(ch)) {
      const d = Number(ch);
      options.push(fc.constant(String.fromCharCode(0x0660 + d)));
      options.push(fc.constant(String.fromCharCode(0x06f0 + d)));
    }
    if (/[a-z]/.test(ch)) options.push(fc.constant(ch.toUpperCase()));
    if (ch === ' ') options.push(fc.constantFrom('  ', '\t', '\u00a0', '\n \u3000'));
    const marks = fc
      .array(fc.constantFrom(...DIACRITICS), { maxLength: 2 })
      .map((list) => list.join(''));
    return fc.tuple(fc.oneof(...options), marks).map(([c, m]) => c + m);
  });
  return fc.tuple(...perChar).map((parts) => parts.join(''));
}

const collapse = (text: string) => text.trim().split(/\s+/).filter(Boolean).join(' ');

describe('foldSearchText', () => {
  it('folds the ways Arabic is typed to one form', () => {
    expect(foldSearchText('أحمد')).toBe('احمد');
    expect(foldSearchText('إسلام آمنة ٱلله')).toBe('اسلام امنه الله');
    expect(foldSearchText('مصطفى')).toBe('مصطفي');
    expect(foldSearchText('مكتبة')).toBe('مكتبه');
    expect(foldSearchText('زُجَاجٌ مُعَشَّقٌ')).toBe('زجاج معشق');
    expect(foldSearchText('مـــزهـريـة')).toBe('مزهريه');
    expect(foldSearchText('الرحمٰن')).toBe('الرحمن');
    expect(foldSearchText('كود ١٢٣ و ۴۵۶')).toBe('كود 123 و 456');
  });

  it('lower-cases, collapses whitespace and trims', () => {
    expect(foldSearchText('  Blue\t\tCRYSTAL\u00a0 Vase \n')).toBe('blue crystal vase');
    expect(foldSearchText('ZJ-001')).toBe('zj-001');
    expect(foldSearchText('CAFÉ ÀÖØÞ')).toBe('café àöøþ');
    expect(foldSearchText('')).toBe('');
    expect(foldSearchText(' \u064e ')).toBe('');
    expect(foldSearchText('ا \u064e ب')).toBe('ا ب');
  });

  it('keeps wildcards and other punctuation as they are', () => {
    expect(foldSearchText('100% a_b \\')).toBe('100% a_b \\');
  });

  it('SEARCH_WHITESPACE is exactly what \\s matches', () => {
    const all = Array.from({ length: 0x10000 }, (_, i) => String.fromCharCode(i));
    expect(all.filter((ch) => /\s/.test(ch)).join('')).toBe([...SEARCH_WHITESPACE].sort().join(''));
  });

  it('the folding table maps one to one and drops only marks', () => {
    expect(SEARCH_FOLD_FROM).toHaveLength(SEARCH_FOLD_TO.length);
    expect(new Set(SEARCH_FOLD_FROM + SEARCH_FOLD_DROP).size).toBe(
      SEARCH_FOLD_FROM.length + SEARCH_FOLD_DROP.length,
    );
    expect(SEARCH_FOLD_DROP).toHaveLength(0x065f - 0x064b + 1 + 2);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        const once = foldSearchText(text);
        expect(foldSearchText(once)).toBe(once);
      }),
    );
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...`${SEARCH_FOLD_FROM}${SEARCH_FOLD_DROP}aZ`) }),
        (text) => {
          const once = foldSearchText(text);
          expect(foldSearchText(once)).toBe(once);
        },
      ),
    );
  });

  it('folding any typed variant equals folding the plain form', () => {
    fc.assert(
      fc.property(
        plainText.chain((plain) => fc.tuple(fc.constant(plain), variantOf(plain))),
        ([plain, variant]) => {
          expect(foldSearchText(variant)).toBe(foldSearchText(plain));
          expect(foldSearchText(plain)).toBe(collapse(plain));
        },
      ),
    );
  });

  it('only lower-cases Latin text (and tidies its spaces)', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: chars('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.%/ '),
        }),
        (text) => {
          expect(foldSearchText(text)).toBe(collapse(text.toLowerCase()));
        },
      ),
    );
  });
});

describe('productSearchText and matchesSearch', () => {
  it('joins names, descriptions and code, missing ones empty', () => {
    expect(
      productSearchText({
        name: 'مزهرية أحمد',
        nameEn: 'Ahmed VASE',
        description: null,
        descriptionEn: 'Hand-blown',
        productCode: 'ZJ-١٢٣',
      }),
    ).toBe('مزهريه احمد ahmed vase hand-blown zj-123');
  });

  it('finds a text however the query is typed', () => {
    expect(matchesSearch('مكتبة مصطفى', 'مكتبه')).toBe(true);
    expect(matchesSearch('مكتبة مصطفى', 'مُصْطَفي')).toBe(true);
    expect(matchesSearch('أحمد', 'احمد')).toBe(true);
    expect(matchesSearch('احمد', 'أحمد')).toBe(true);
    expect(matchesSearch('Code 123', '١٢٣')).toBe(true);
    expect(matchesSearch('Code 123', '124')).toBe(false);
    expect(matchesSearch('anything', '   ')).toBe(true);
  });
});
