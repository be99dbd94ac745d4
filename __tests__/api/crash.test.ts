import {
  buyableProduct,
  killGroup,
  listeningUrl,
  postJson,
  registerShopper,
  removeTempDirs,
  SHOPPER,
  startServer,
  tempDir,
  type ListedProduct,
  type Run,
} from '../support/serverProcess';
import { createScratchDatabase } from '../support/testDb';

// Idempotency survives a crash: kill -9 the whole server while orders with an
// Idempotency-Key are in flight, restart on the same database, retry every key with its payload:
// each key ends with exactly one order (201), never a permanent 409, and the stock is taken once
// per order. On PGlite always, on PostgreSQL where DATABASE_URL names a server (CI).

afterAll(removeTempDirs);

const KEYS = 6;

async function stockOf(url: string, id: number): Promise<number> {
  const res = await fetch(`${url}/api/v1/productsDetails/${id}`);
  return ((await res.json()) as { data: ListedProduct }).data.quantity;
}

async function crashAndRetry(env: Record<string, string>) {
  const first = startServer({ PORT: '0', ...env }, true);
  const payloads: Array<{ key: string; body: unknown }> = [];
  let product: ListedProduct;
  try {
    const url = await listeningUrl(first);
    const token = await registerShopper(url);
    product = await buyableProduct(url, KEYS * 2);

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
      postJson(`${url}/api/v1/user-orders/create`, body, token, key).then(
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
    const login = await postJson(`${url}/api/v1/login`, SHOPPER);
    const { token } = (await login.json()) as { token: string };

    const ids: number[] = [];
    for (const { key, body } of payloads) {
      const retry = await postJson(`${url}/api/v1/user-orders/create`, body, token, key);
      expect({ key, status: retry.status }).toEqual({ key, status: 201 });
      const id = ((await retry.json()) as { data: { id: number } }).data.id;
      const again = await postJson(`${url}/api/v1/user-orders/create`, body, token, key);
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
