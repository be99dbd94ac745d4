import { waitFor } from '@testing-library/react';
import { server } from '../support/msw';
import { homeHandlers } from '../support/mswHandlers';
import { renderApp } from '../support/renderApp';

function meta(name: string) {
  return document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
}

describe('document meta from the route table', () => {
  afterEach(() => {
    document.title = '';
    document.head.innerHTML = '';
  });

  it('gives home its title, description and canonical URL in English', async () => {
    server.use(...homeHandlers());
    await renderApp('/', { language: 'en' });
    await waitFor(() => expect(document.title).toBe('Glass and decorative products | Zujaj'));
    expect(meta('description')).toMatch(/^Zujaj: glass and decorative products/);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/en',
    );
  });

  it('writes them in Arabic when the page is Arabic', async () => {
    server.use(...homeHandlers());
    await renderApp('/', { language: 'ar' });
    await waitFor(() => expect(document.title).toBe('منتجات الزجاج والديكور | زجاج'));
    expect(meta('description')).toMatch(/^زجاج:/);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/',
    );
  });
});
