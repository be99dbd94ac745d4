// The owner's four ordered lists as the API tests drive them: one valid entry of each, a change,
// and where the storefront's public read shows it.

export type Json = Record<string, unknown>;

const YOUTU = (n: number) => `https://youtu.be/abcdefghij${n}`;

/**
 * Each list: valid new entries (`make(1)`, `make(2)`, pictures uploaded with `uploaded`), a change,
 * and the public read that shows it with the field it shows.
 */
export const contentListCases = (uploaded: () => Promise<string>) =>
  [
    {
      list: 'faq',
      publicUrl: '/common-questions?lang=en',
      make: async (n: number) => ({
        title_ar: `سؤال ${n}`,
        title_en: `Question ${n}`,
        description_ar: `جواب ${n}`,
        description_en: `Answer ${n}\nsecond line`,
      }),
      change: { title_en: 'Changed question' },
      shown: (item: Json) => item.title,
    },
    {
      list: 'team-members',
      publicUrl: '/team-members?lang=en',
      make: async (n: number) => ({
        name_ar: `عضو ${n}`,
        name_en: `Member ${n}`,
        job_title_ar: 'مبيعات',
        job_title_en: 'Sales',
        phone: '+20 100 198 619' + n,
        photo: n === 1 ? await uploaded() : null,
      }),
      change: { name_en: 'Changed member' },
      shown: (item: Json) => item.name,
    },
    {
      list: 'catalogs',
      publicUrl: '/catalogs?lang=en',
      make: async (n: number) => ({
        title_ar: `كتالوج ${n}`,
        title_en: `Catalog ${n}`,
        image_ar: await uploaded(),
        image_en: null,
      }),
      change: { title_en: 'Changed catalog' },
      shown: (item: Json) => item.title,
    },
    {
      list: 'videos',
      publicUrl: '/videos?lang=en',
      make: async (n: number) => ({
        title_ar: `فيديو ${n}`,
        title_en: `Video ${n}`,
        link: YOUTU(n),
      }),
      change: { title_en: 'Changed video' },
      shown: (item: Json) => item.title,
    },
  ] as const;
