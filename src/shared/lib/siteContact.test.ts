import { chatNumberDisplay, mapEmbedUrl, mapLink, telHref } from './siteContact';

describe('telHref', () => {
  it('keeps digits and a leading plus only', () => {
    expect(telHref('011 0198-6003')).toBe('tel:01101986003');
    expect(telHref('+20 (2) 2576 1986')).toBe('tel:+20225761986');
    expect(telHref('19986')).toBe('tel:19986');
  });
});

describe('chatNumberDisplay', () => {
  it('groups an Egyptian mobile as people read it', () => {
    expect(chatNumberDisplay('201001986198')).toBe('+20 100 198 6198');
  });
  it('writes any other number as + and its digits', () => {
    expect(chatNumberDisplay('971501234567')).toBe('+971501234567');
  });
});

describe('the map of /contact', () => {
  it('embeds the location from www.google.com only (the CSP frame source), in the page language', () => {
    const url = new URL(mapEmbedUrl('12 Factories St., Cairo', 'en'));
    expect(url.origin).toBe('https://www.google.com');
    expect(url.searchParams.get('q')).toBe('12 Factories St., Cairo');
    expect(url.searchParams.get('hl')).toBe('en');
    expect(url.searchParams.get('output')).toBe('embed');
    expect(new URL(mapEmbedUrl('30.1,31.2', 'ar')).searchParams.get('hl')).toBe('ar');
  });
  it('links the same place for a new tab', () => {
    expect(mapLink('30.1,31.2')).toBe('https://www.google.com/maps?q=30.1%2C31.2');
  });
});
