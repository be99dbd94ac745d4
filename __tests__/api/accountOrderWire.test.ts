import * as authSchemas from '../../server/schemas/auth';
import * as addressSchemas from '../../server/schemas/addresses';
import * as orderSchemas from '../../server/schemas/orders';
import * as profileSchemas from '../../server/schemas/profile';

// src/shared/wire: answer objects say `additionalProperties: false` at every level, so the
// storefront's derived DTO types have no index signature that would hide a misspelt field.

type Schema = Record<string, unknown>;

/** Paths of every object schema below `schema` that lists properties but allows others. */
function openObjects(schema: unknown, path: string): string[] {
  if (Array.isArray(schema)) return schema.flatMap((item, i) => openObjects(item, `${path}[${i}]`));
  if (!schema || typeof schema !== 'object') return [];
  const s = schema as Schema;
  const own = s.properties && s.additionalProperties !== false ? [path] : [];
  return [
    ...own,
    ...Object.entries(s).flatMap(([key, value]) => openObjects(value, `${path}/${key}`)),
  ];
}

const routeSchemas = { ...authSchemas, ...profileSchemas, ...addressSchemas, ...orderSchemas };

describe('account, address and order answers', () => {
  it.each(Object.entries(routeSchemas))('%s: every answer object is closed', (_name, route) => {
    const successes = Object.entries(route.response).filter(([status]) => /^2\d\d$/.test(status));
    expect(successes.length).toBeGreaterThan(0);
    for (const [status, answer] of successes) expect(openObjects(answer, status)).toEqual([]);
  });
});
