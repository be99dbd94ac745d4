import {
  killGroup,
  listeningUrl,
  removeTempDirs,
  startServer,
  tempDir,
  type Run,
} from '../support/serverProcess';
import { createScratchDatabase } from '../support/testDb';

// Issue "API: … crash-safe idempotency": kill -9 the whole server while orders with an
// Idempotency-Key are in flight, restart on the same database, retry every key with its payload:
// each key ends with exactly one order (201), never a permanent 409, and the stock is taken once
// per order. On PGlite always, on PostgreSQL where DATABASE_URL names a server (CI).

afterAll(removeTempDirs);

const KEYS = 6;
const json = { 'content-type': 'application/json' };

interface Product {
  id: number;
  price_after_discount: string | null;
  product_status: string;
  quantity: number;
}

const post = (url: string, body: unknown, token?: string, key?: string) =>
  fetch(url, {
    method: 'POST',
    headers: {
      ...json,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify(body),
  });

async function stockOf(url: string, id: number): Promise<number> {
  const res = await fetch(`${url}/api/v1/productsDetails/${id}`);
  return ((await res.json()) as { data: Product }).data.quantity;
}

async function crashAndRetry(env: Record<string, string>) {
  const first = startServer({ PORT: '0', ...env }, true);
  const payloads: Array<{ key: string; body: unknown }> = [];
  let product: Product;
  try {
    const url = await listeningUrl(first);
    const registered = await post(`${url}/api/v1/register`, {
      first_name: 'Mona',
      family_name: 'Adel',
      email: 'mona@example.com',
      password: 'secret1',
      password_confirmation: 'secret1',
      phone_number: '01122334455',
      address: '5 Tahrir St',
      city_id: 1,
    });
    expect(registered.status).toBe(201);
    const { token } = (await registered.json()) as { token: string };
    const latest = (await (
      await fetch(`${url}/api/v1/all-latest-products?per_page=50`)
    ).json()) as { data: Product[] };
    product = latest.data.find(
      (p) =>
        Number(p.price_after_discount) > 0 &&
        p.product_status !== 'unavailable' &&
        p.quantity >= KEYS * 2,
    )!;
    expect(product).toBeDefined();

    // Every create in flight at once; the server dies as soon as the first one is answered.
    for (let i = 0; i < KEYS; i += 1) {
      payloads.push({
        key: `checkout-${i}`,
        body: {
          products: [{ product_id: product.id, quantity: 1 + (i % 2) }],
          payment_method: 'cash',
        },
      });
    }
    const inFlight = payloads.map(({ key, body }) =>
      post(`${url}/api/v1/user-orders/create`, body, token, key).then(
        (res) => res.status,
        () => 'no answer',
      ),
    );
    await Promise.race(inFlight);
    killGroup(first, 'SIGKILL');
    await Promise.all(inFlight);
  } finally {
    if (first.child.exitCode === null) killGroup(first, 'SIGKILL');
  }
  await first.exit;

  const second: Run = startServer({ PORT: '0', ...env });
  try {
    const url = await listeningUrl(second);
    const login = await post(`${url}/api/v1/login`, {
      phone_number: '01122334455',
      password: 'secret1',
    });
    const { token } = (await login.json()) as { token: string };

    const ids: number[] = [];
    for (const { key, body } of payloads) {
      const retry = await post(`${url}/api/v1/user-orders/create`, body, token, key);
      expect({ key, status: retry.status }).toEqual({ key, status: 201 });
      const id = ((await retry.json()) as { data: { id: number } }).data.id;
      const again = await post(`${url}/api/v1/user-orders/create`, body, token, key);
      expect(((await again.json()) as { data: { id: number } }).data.id).toBe(id);
      ids.push(id);
    }
    expect(new Set(ids).size).toBe(KEYS);

    const orders = (await (
      await fetch(`${url}/api/v1/user-orders`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { data: Array<{ id: number }> };
    expect(orders.data.map((o) => o.id).sort((a, b) => a - b)).toEqual(
      [...ids].sort((a, b) => a - b),
    );
    const sold = payloads.reduce((sum, _p, i) => sum + 1 + (i % 2), 0);
    expect(await stockOf(url, product!.id)).toBe(product!.quantity - sold);
  } finally {
    second.child.kill('SIGTERM');
    await second.exit;
  }
}

describe('kill -9 with orders in flight, then retries with the same keys', () => {
  it('on the embedded database: exactly one order per key', async () => {
    await crashAndRetry({ DATA_DIR: tempDir('zujaj-crash-data-') });
  }, 120_000);

  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    it('on PostgreSQL: exactly one order per key', async () => {
      const scratch = await createScratchDatabase(serverUrl);
      try {
        await crashAndRetry({ DATA_DIR: tempDir('zujaj-crash-data-'), DATABASE_URL: scratch.url });
      } finally {
        await scratch.drop();
      }
    }, 120_000);
  }
});
