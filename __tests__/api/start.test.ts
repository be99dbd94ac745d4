import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {
  buyableProduct,
  killGroup,
  lines,
  listeningUrl,
  postJson,
  registerShopper,
  removeTempDirs,
  SHOPPER,
  startServer,
  tempDir,
  waitFor,
} from '../support/serverProcess';
import { DEMO_CATEGORIES } from '../../server/db/seed/demoCategories';
import { createScratchDatabase } from '../support/testDb';

// What operators rely on: `npm start` (node --import tsx server/index.ts) either listens and says
// so on one line, or exits 1 with a one-line reason on stderr (port taken, database unreachable,
// DATA_DIR unwritable).

afterAll(removeTempDirs);

function occupyPort(): Promise<net.Server> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

const portOf = (server: net.Server) => (server.address() as net.AddressInfo).port;

describe('start-up failures: exit 1 with one line on stderr', () => {
  it('port already in use', async () => {
    const blocker = await occupyPort();
    try {
      const port = portOf(blocker);
      const run = startServer({ PORT: String(port), DATA_DIR: tempDir('zujaj-start-data-') });
      expect(await run.exit).toBe(1);
      expect(lines(run.stderr())).toEqual([`Port ${port} is already in use`]);
    } finally {
      blocker.close();
    }
  });

  it('TRUST_PROXY that is neither a hop count nor an address list', async () => {
    const run = startServer({
      PORT: '0',
      DATA_DIR: tempDir('zujaj-start-data-'),
      TRUST_PROXY: 'true',
    });
    expect(await run.exit).toBe(1);
    expect(lines(run.stderr())).toEqual([
      'TRUST_PROXY must be a hop count from 1 to 100 or a comma-separated list of proxy ' +
        'addresses or CIDR ranges, got "true"',
    ]);
  });

  it('DATA_DIR that cannot be written', async () => {
    // A path below a regular file cannot be created, even by root (chmod would not stop root).
    const file = path.join(tempDir('zujaj-start-file-'), 'not-a-directory');
    fs.writeFileSync(file, '');
    const run = startServer({ PORT: '0', DATA_DIR: path.join(file, 'data') });
    expect(await run.exit).toBe(1);
    const stderr = lines(run.stderr());
    expect(stderr).toHaveLength(1);
    expect(stderr[0]).toMatch(/^DATA_DIR .*not-a-directory\/data is not writable: /);
  });

  it('DATABASE_URL that cannot be reached', async () => {
    const closed = await occupyPort();
    const port = portOf(closed);
    await new Promise((resolve) => closed.close(resolve));
    const run = startServer({
      PORT: '0',
      DATA_DIR: tempDir('zujaj-start-data-'),
      DATABASE_URL: `postgres://zujaj:secret-password@127.0.0.1:${port}/zujaj`,
    });
    expect(await run.exit).toBe(1);
    const stderr = lines(run.stderr());
    expect(stderr).toHaveLength(1);
    expect(stderr[0]).toMatch(
      new RegExp(`^Cannot connect to the database at 127\\.0\\.0\\.1:${port}: `),
    );
    expect(stderr[0]).not.toContain('secret-password');
  });
});

async function startServeAndStop(env: Record<string, string>) {
  const run = startServer({ PORT: '0', ...env });
  try {
    const line = await waitFor(
      () => lines(run.stdout()).find((l) => l.startsWith('Zujaj listening on ')),
      run,
    );
    const url = line.replace('Zujaj listening on ', '');
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const settings = await fetch(`${url}/api/v1/settings`);
    expect(settings.status).toBe(200);
    expect((await settings.json()).data[0]).toMatchObject({ id: 1, is_maintenance_active: false });
    const missing = await fetch(`${url}/api/v1/nope`, { headers: { 'accept-language': 'en' } });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: expect.any(String) });

    run.child.kill('SIGTERM');
    expect(await run.exit).toBe(0);
    expect(run.stderr()).toBe('');
  } finally {
    if (run.child.exitCode === null) run.child.kill('SIGKILL');
  }
}

describe('a clean start and stop', () => {
  it('with the embedded database: listens, answers, keeps data, exits 0 on SIGTERM', async () => {
    const dataDir = tempDir('zujaj-start-data-');
    await startServeAndStop({ DATA_DIR: dataDir });
    expect(fs.existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);
    // Second start on the same files: migrations and seed are already there.
    await startServeAndStop({ DATA_DIR: dataDir });
  });

  // Defined only where a PostgreSQL server is given (CI sets DATABASE_URL); the embedded case
  // above always runs.
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    it('with DATABASE_URL: the same, on a fresh PostgreSQL database', async () => {
      const scratch = await createScratchDatabase(serverUrl);
      try {
        await startServeAndStop({
          DATA_DIR: tempDir('zujaj-start-data-'),
          DATABASE_URL: scratch.url,
        });
      } finally {
        await scratch.drop();
      }
    });
  }
});

describe('durability (kill -9 loses no answered order)', () => {
  it('an order answered 201 is still there after SIGKILL and a restart on the same DATA_DIR', async () => {
    const dataDir = tempDir('zujaj-start-data-');

    const first = startServer({ PORT: '0', DATA_DIR: dataDir }, true);
    let orderNumber: string;
    try {
      const url = await listeningUrl(first);
      const token = await registerShopper(url);
      const buyable = await buyableProduct(url);
      const created = await postJson(
        `${url}/api/v1/user-orders/create`,
        {
          products: [{ product_id: buyable.id, quantity: 1 }],
          payment_method: 'cash',
          terms_accepted: true,
        },
        token,
      );
      expect(created.status).toBe(201);
      orderNumber = ((await created.json()) as { data: { number: string } }).data.number;
    } finally {
      killGroup(first, 'SIGKILL');
    }
    await first.exit;

    const second = startServer({ PORT: '0', DATA_DIR: dataDir });
    try {
      const url = await listeningUrl(second);
      const login = await postJson(`${url}/api/v1/login`, SHOPPER);
      expect(login.status).toBe(200);
      const { token } = (await login.json()) as { token: string };
      const orders = (await (
        await fetch(`${url}/api/v1/user-orders`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { data: Array<{ number: string }> };
      expect(orders.data.map((o) => o.number)).toEqual([orderNumber]);
    } finally {
      second.child.kill('SIGTERM');
      await second.exit;
    }
  });
});

/** Sends a request's head and the first half of its body; `finish()` sends the rest and reads the answer. */
function requestInFlight(url: string, pathname: string, body: string) {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  const ended = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  const half = Math.floor(body.length / 2);
  const started = new Promise<void>((resolve) =>
    socket.on('connect', () => {
      socket.write(
        `POST ${pathname} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
        () => resolve(),
      );
    }),
  );
  return {
    started,
    finish: () => {
      socket.write(body.slice(half));
      return ended;
    },
  };
}

describe('a graceful stop', () => {
  it('on SIGTERM refuses new connections, finishes the request in flight, then exits 0', async () => {
    const run = startServer({ PORT: '0', DATA_DIR: tempDir('zujaj-start-data-') }, true);
    try {
      const url = await listeningUrl(run);
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
      const login = requestInFlight(url, '/api/v1/login', JSON.stringify(SHOPPER));
      await login.started;
      killGroup(run, 'SIGTERM');
      // The listening socket closes first: a load balancer's next connection goes elsewhere.
      await expect(
        (async () => {
          for (;;) {
            await fetch(`${url}/healthz`);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        })(),
      ).rejects.toThrow();
      // The request that had begun still gets its whole answer (the shopper is unknown: 401/422).
      const answer = await login.finish();
      expect(answer).toMatch(/^HTTP\/1\.1 4\d\d /);
      expect(answer).toContain('"message"');
      expect(await run.exit).toBe(0);
    } finally {
      if (run.child.exitCode === null) killGroup(run, 'SIGKILL');
    }
  });
});

if (process.env.DATABASE_URL) {
  const serverUrl = process.env.DATABASE_URL;
  describe('several processes on one PostgreSQL', () => {
    it('three starting together on an empty database migrate and seed once, and all get ready', async () => {
      const scratch = await createScratchDatabase(serverUrl);
      const runs = [1, 2, 3].map(() =>
        startServer({
          PORT: '0',
          DATA_DIR: tempDir('zujaj-start-data-'),
          DATABASE_URL: scratch.url,
        }),
      );
      try {
        const urls = await Promise.all(runs.map((run) => listeningUrl(run)));
        for (const url of urls) expect((await fetch(`${url}/readyz`)).status).toBe(200);
        // Seeded once: each process lists the demo categories once, not two or three copies.
        for (const url of urls) {
          const answer = (await (await fetch(`${url}/api/v1/main-categories`)).json()) as {
            data: unknown[];
          };
          expect(answer.data).toHaveLength(DEMO_CATEGORIES.length);
        }
        expect(runs.map((run) => run.stderr())).toEqual(['', '', '']);
      } finally {
        for (const run of runs) run.child.kill('SIGTERM');
        await Promise.all(runs.map((run) => run.exit));
        await scratch.drop();
      }
    });
  });
}
