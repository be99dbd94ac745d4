import { FOLLOWABLE_LINK, SLIDE_LINK_MAX, slideLinkIssue } from './slideLink';

describe('a slide’s link', () => {
  it.each([
    '/offers',
    '/en/offers',
    '/en',
    '/vases?sort=new#top',
    '/administration-tips',
    'https://example.com/sale',
    'HTTPS://example.com',
  ])('accepts %s', (link) => {
    expect(slideLinkIssue(link)).toBeNull();
    expect(FOLLOWABLE_LINK.test(link)).toBe(true);
  });

  it.each([
    'offers',
    '//evil.test',
    '/\\evil.test',
    'http://example.com',
    'javascript:alert(1)',
    'data:text/html,x',
    'https://user:secret@evil.test',
    'https://',
    '/api/v1/products',
    '/admin',
    '/en/admin/orders',
    '/media/banners/a-640.webp',
    '/of fers',
    '/offers\n',
  ])('refuses %j', (link) => {
    expect(slideLinkIssue(link)).toEqual({ key: 'admin_header_link_invalid' });
  });

  it('never lets the storefront follow a link of another kind', () => {
    for (const link of ['//evil.test', '/\\evil.test', 'javascript:alert(1)', 'http://x.test']) {
      expect(FOLLOWABLE_LINK.test(link)).toBe(false);
    }
  });

  it('is at most SLIDE_LINK_MAX characters', () => {
    expect(slideLinkIssue(`/${'a'.repeat(SLIDE_LINK_MAX - 1)}`)).toBeNull();
    expect(slideLinkIssue(`/${'a'.repeat(SLIDE_LINK_MAX)}`)).toEqual({
      key: 'field_too_long',
      vars: { max: SLIDE_LINK_MAX },
    });
  });
});
