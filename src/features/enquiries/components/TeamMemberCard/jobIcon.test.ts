import { jobIconKind } from './jobIcon';

describe('jobIconKind (/contact: icon by job-title keyword)', () => {
  it.each([
    ['Chairman of the Board', 'chairman'],
    ['رئيس مجلس الإدارة', 'chairman'],
    ['General Manager', 'general'],
    ['المدير العام', 'general'],
    ['مديرة عامة', 'general'],
    ['Sales Manager', 'sales'],
    ['Corporate Sales Executive', 'sales'],
    ['مدير المبيعات', 'sales'],
    ['مسؤول مبيعات الشركات', 'sales'],
    ['Accounts Manager', 'accounts'],
    ['Chief Accountant', 'accounts'],
    ['مدير الحسابات', 'accounts'],
    ['محاسب أول', 'accounts'],
    ['Purchasing Manager', 'purchasing'],
    ['مدير المشتريات', 'purchasing'],
    ['Marketing Manager', 'marketing'],
    ['مديرة التسويق', 'marketing'],
    ['MARKETING lead', 'marketing'],
    ['مُدِيرُ التَّسْوِيقِ', 'marketing'],
    ['مديـــر المبيعـــات', 'sales'],
  ] as const)('%s → %s', (title, kind) => {
    expect(jobIconKind(title)).toBe(kind);
  });

  it('takes the first kind in the listed order when a title holds two', () => {
    expect(jobIconKind('General Sales Manager')).toBe('general');
    expect(jobIconKind('Sales and Marketing Director')).toBe('sales');
  });

  it('falls back to the default icon', () => {
    expect(jobIconKind('Quality Engineer')).toBe('default');
    expect(jobIconKind('العلاقات العامة')).toBe('default');
    expect(jobIconKind('')).toBe('default');
    expect(jobIconKind('   ')).toBe('default');
    expect(jobIconKind(null)).toBe('default');
    expect(jobIconKind(undefined)).toBe('default');
  });
});
