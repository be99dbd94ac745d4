import { slugify } from './slugify';

describe('slugify', () => {
  it('turns spaces into single hyphens and trims', () => {
    expect(slugify('  Crystal   Vase  ')).toBe('Crystal-Vase');
  });

  it('keeps Arabic letters and drops punctuation', () => {
    expect(slugify('فازة كريستال، كبيرة!')).toBe('فازة-كريستال-كبيرة');
  });

  it('collapses repeated hyphens and strips edge hyphens', () => {
    expect(slugify('--glass -- bowl--')).toBe('glass-bowl');
  });

  it('keeps word characters, digits and underscores', () => {
    expect(slugify('Set_of 6 (30 cm)')).toBe('Set_of-6-30-cm');
  });

  it('returns an empty slug for text with nothing to keep', () => {
    expect(slugify(' !!! ')).toBe('');
  });
});
