import { apiBaseUrl, resolveApiBaseUrl } from './config';

describe('API base URL (API_BASE_URL, default /api/v1)', () => {
  const original = process.env.API_BASE_URL;
  afterEach(() => {
    if (original === undefined) delete process.env.API_BASE_URL;
    else process.env.API_BASE_URL = original;
  });

  it('defaults to /api/v1 and trims a trailing slash', () => {
    delete process.env.API_BASE_URL;
    expect(apiBaseUrl()).toBe('/api/v1');
    process.env.API_BASE_URL = 'https://api.example/api/v1/';
    expect(apiBaseUrl()).toBe('https://api.example/api/v1');
  });

  it('resolves a relative base against the page origin and keeps absolute ones', () => {
    expect(resolveApiBaseUrl('/api/v1', 'https://shop.example')).toBe(
      'https://shop.example/api/v1',
    );
    expect(resolveApiBaseUrl('https://api.example/v1', 'https://shop.example')).toBe(
      'https://api.example/v1',
    );
    expect(resolveApiBaseUrl('/api/v1')).toBe('http://localhost/api/v1');
  });
});
