import { initialsOf, telHref } from './TeamMemberCard';

describe('initialsOf (team card without a photo)', () => {
  it.each([
    ['Eng. Mahmoud El-Sayed', 'ME'],
    ['hisham fouad', 'HF'],
    ['Karim', 'K'],
    ['م. محمود السيد', 'م س'],
    ['أمل مصطفى', 'أ م'],
    ['ياسمين', 'ي'],
    ['  ', ''],
  ])('%p → %p', (name, initials) => expect(initialsOf(name)).toBe(initials));
});

describe('telHref', () => {
  it('keeps digits and a leading plus only', () => {
    expect(telHref('011 0198-6003')).toBe('tel:01101986003');
    expect(telHref('+20 (2) 2576 1986')).toBe('tel:+20225761986');
  });
});
