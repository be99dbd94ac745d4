import {
  toAboutUs,
  toCatalogs,
  toCommonQuestions,
  toPolicyPage,
  toTeamMembers,
  toVideoPage,
} from './contentPages';

describe('content page transforms', () => {
  it("read the page language's twin first, then the bare (maker's host: Arabic) field", () => {
    const maker = [
      {
        id: '3',
        name: 'هشام',
        name_en: 'Hisham',
        job_title: 'المدير العام',
        job_title_en: 'General Manager',
        phone: '01001986002',
        photo: null,
      },
    ];
    expect(toTeamMembers(maker, 'ar')).toEqual([
      { id: 3, name: 'هشام', jobTitle: 'المدير العام', phone: '01001986002', photo: null },
    ]);
    expect(toTeamMembers({ data: maker }, 'en')[0]).toMatchObject({
      name: 'Hisham',
      jobTitle: 'General Manager',
    });
  });

  it('picks the Arabic catalogue cover in Arabic, else the English one with the Arabic as fallback', () => {
    const raw = {
      data: [
        { id: 1, title: 'أ', image_ar: '/ar-1.webp', image_en: '/en-1.webp' },
        { id: 2, title: 'ب', image_ar: '/ar-2.webp', image_en: null },
        { id: 3, title: 'ج', image_ar: null, image_en: null },
      ],
    };
    expect(toCatalogs(raw, 'ar').map((c) => c.image)).toEqual(['/ar-1.webp', '/ar-2.webp']);
    expect(toCatalogs(raw, 'en').map((c) => c.image)).toEqual(['/en-1.webp', '/ar-2.webp']);
  });

  it('reads a video page and keeps its paging sane', () => {
    const page = toVideoPage(
      {
        data: [
          { id: 1, title: 'x', link: 'https://youtu.be/abc' },
          { id: 2, title: 'y' },
        ],
        current_page: 2,
        last_page: 4,
        total: 30,
      },
      'ar',
    );
    expect(page).toEqual({
      videos: [{ id: 1, title: 'x', link: 'https://youtu.be/abc' }],
      currentPage: 2,
      lastPage: 4,
      total: 30,
    });
    // Past the end: the server's last page stands (the screen goes there).
    expect(toVideoPage({ data: [], current_page: 9, last_page: 4, total: 30 }, 'ar').lastPage).toBe(
      4,
    );
    expect(toVideoPage({ data: [], current_page: 'x' }, 'ar')).toMatchObject({
      currentPage: 1,
      lastPage: 1,
    });
    expect(() => toVideoPage({ videos: [] }, 'ar')).toThrow('invalid response format');
  });

  it('reads the about page, the policy pages and the questions from `{ success, data }`', () => {
    expect(
      toAboutUs(
        { success: true, data: { content: '<p>x</p>', about_us_images: ['/a.webp', 5, ''] } },
        'ar',
      ),
    ).toEqual({ html: '<p>x</p>', images: ['/a.webp', '5'] });
    expect(
      toPolicyPage(
        {
          success: true,
          data: { title: 'الشحن', title_en: 'Shipping', content: 'c', content_en: 'e' },
        },
        'en',
      ),
    ).toEqual({
      title: 'Shipping',
      html: 'e',
    });
    expect(
      toCommonQuestions(
        {
          success: true,
          data: [
            { id: 1, title: 'س', description: 'ج' },
            { id: 2, title: 'no answer' },
          ],
        },
        'ar',
      ),
    ).toEqual([{ id: 1, question: 'س', answer: 'ج' }]);
    expect(() => toCommonQuestions({ success: true, data: null }, 'ar')).toThrow(
      'invalid response format',
    );
  });
});
