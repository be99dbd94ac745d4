import { initialsOf } from './TeamMemberCard';

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
