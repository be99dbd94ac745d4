// The processes of docs/operations.md "Deployment" and the shop's callers, shared by the cluster test
// (e2e/cluster/check.ts) and the cluster benchmark (bench/cluster.ts): `npm start` of the build
// in dist/ with the environment the systemd unit gives it, shoppers who register, sign in and
// order, and the owner who sets stock.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

const ROOT = path.resolve(__dirname, '../..');

export const direct = (port: string) => `http://127.0.0.1:${port}`;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// The processes, as the service manager runs them: `npm start`, one process group each.

export interface Processes {
  /** Starts `npm start` on `port`, its output in DIR/process-<port>.log. */
  start(port: string): void;
  /** Signals the process group and waits until every process of it has gone. */
  stop(port: string, signal: NodeJS.Signals): Promise<void>;
  /** Waits until /readyz answers 200 (at most 120 s). */
  ready(port: string): Promise<void>;
  /** The ports of the processes started and not stopped. */
  ports(): string[];
  /** The pid of the process group on `port` (npm's), if running. */
  pid(port: string): number | undefined;
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** `dir`: scratch folder (logs, each process's DATA_DIR); `publicUrl`: nginx's address. */
export function processes(dir: string, publicUrl: string, env: NodeJS.ProcessEnv = {}): Processes {
  const running = new Map<string, ChildProcess>();
  return {
    start(port) {
      const log = fs.openSync(path.join(dir, `process-${port}.log`), 'a');
      const child = spawn('npm', ['start'], {
        cwd: ROOT,
        detached: true,
        stdio: ['ignore', log, log],
        env: {
          ...process.env,
          ...env,
          PORT: port,
          HOST: '127.0.0.1',
          NODE_ENV: 'production',
          DATA_DIR: path.join(dir, `data-${port}`),
          TRUST_PROXY: '1',
          PUBLIC_URL: publicUrl,
        },
      });
      running.set(port, child);
    },
    async stop(port, signal) {
      const child = running.get(port);
      if (!child?.pid) return;
      running.delete(port);
      process.kill(-child.pid, signal);
      for (let i = 0; groupAlive(child.pid); i += 1) {
        if (i > 300) throw new Error(`process on ${port} did not stop within 30 s`);
        await sleep(100);
      }
    },
    async ready(port) {
      for (let i = 0; i < 1200; i += 1) {
        const answer = await fetch(`${direct(port)}/readyz`).catch(() => null);
        if (answer?.status === 200) return;
        await sleep(100);
      }
      throw new Error(`process on ${port} not ready within 120 s`);
    },
    ports: () => [...running.keys()],
    pid: (port) => running.get(port)?.pid,
  };
}

// ---------------------------------------------------------------------------------------------
// Shoppers and the owner.

export async function post(
  base: string,
  pathname: string,
  body: unknown,
  token?: string,
  key?: string,
) {
  return fetch(`${base}${pathname}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify(body),
  });
}

let shoppers = 0;
export const PASSWORD = 'secret12';

/** A new shopper registered through `base` (register: 30 per address / 10 min). */
export async function newShopper(base: string): Promise<{ phone: string; token: string }> {
  shoppers += 1;
  const phone = `0109${String(Date.now() % 1_000_000).padStart(6, '0')}${shoppers % 10}`;
  const answer = await post(base, '/api/v1/register', {
    first_name: 'Mona',
    family_name: 'Adel',
    email: `cluster-${randomUUID()}@example.com`,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    phone_number: phone,
    address: '5 Tahrir St',
    city_id: 1,
  });
  if (answer.status !== 201) throw new Error(`register answered ${answer.status}`);
  return { phone, token: ((await answer.json()) as { token: string }).token };
}

export async function ownerToken(base: string, phone: string, password: string): Promise<string> {
  const answer = await post(base, '/api/v1/login', { phone_number: phone, password });
  if (answer.status !== 200) throw new Error(`owner login answered ${answer.status}`);
  return ((await answer.json()) as { token: string }).token;
}

export interface Listed {
  id: number;
  price_after_discount: string | null;
  product_status: string;
}

export async function buyableProducts(base: string): Promise<Listed[]> {
  const answer = await fetch(`${base}/api/v1/all-latest-products?per_page=50`);
  const { data } = (await answer.json()) as { data: Listed[] };
  return data.filter(
    (p) => Number(p.price_after_discount) > 0 && p.product_status !== 'unavailable',
  );
}

export async function setStock(
  base: string,
  owner: string,
  id: number,
  quantity: number,
): Promise<void> {
  const answer = await fetch(`${base}/api/v1/admin/products/${id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${owner}` },
    body: JSON.stringify({ quantity }),
  });
  if (answer.status !== 200) throw new Error(`stock change answered ${answer.status}`);
}

/** The body of an order of one piece of product `id`, cash on delivery. */
export const orderBody = (id: number) => ({
  products: [{ product_id: id, quantity: 1 }],
  payment_method: 'cash',
  terms_accepted: true,
});

export const order = (base: string, token: string, id: number, key?: string) =>
  post(base, '/api/v1/user-orders/create', orderBody(id), token, key);
