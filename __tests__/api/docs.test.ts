import { setupTestApp } from '../support/testServer';

const ctx = setupTestApp({ reset: false });

describe('GET /api/docs', () => {
  it('is the OpenAPI document generated from the route schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/v1/settings']).toBeDefined();
    const settings = doc.paths['/api/v1/settings'].get;
    expect(settings.responses['200'].content['application/json'].schema.properties.data).toEqual(
      expect.objectContaining({ type: 'array' }),
    );
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ scheme: 'bearer' });
    // Not documenting itself, nor the static file routes.
    expect(doc.paths['/api/docs']).toBeUndefined();
    expect(Object.keys(doc.paths).every((p: string) => p.startsWith('/api/v1/'))).toBe(true);
  });
});
