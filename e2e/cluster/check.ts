// The cluster test: the deployment of docs/operations.md "Deployment" on loopback — three `npm start`
// processes of the build in dist/ on one PostgreSQL behind nginx — checked the way shoppers and
// operators meet it. Run by .ci/cluster, which starts PostgreSQL and nginx and passes:
//   CLUSTER_URL   nginx's address          CLUSTER_PORTS  the processes' ports, comma-separated
//   CLUSTER_DIR   a scratch folder          DATABASE_URL, MEDIA_DIR, OWNER_PHONE, OWNER_PASSWORD
// Each check prints one line; the first that fails ends the run with exit 1.
import { randomUUID } from 'node:crypto';
import {
  buyableProducts,
  direct,
  newShopper as register,
  order,
  ownerToken as signInOwner,
  PASSWORD,
  post,
  processes,
  setStock as patchStock,
  sleep,
} from './shop';

const NGINX = need('CLUSTER_URL');
const PORTS = need('CLUSTER_PORTS').split(',');
const DIR = need('CLUSTER_DIR');

function need(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

const shop = processes(DIR, NGINX);
const startProcess = (port: string) => shop.start(port);
const stopProcess = (port: string, signal: NodeJS.Signals) => shop.stop(port, signal);
const waitReady = (port: string) => shop.ready(port);
const newShopper = () => register(NGINX);
const ownerToken = () => signInOwner(NGINX, need('OWNER_PHONE'), need('OWNER_PASSWORD'));
const setStock = (owner: string, id: number, quantity: number) =>
  patchStock(NGINX, owner, id, quantity);

async function stockAt(port: string, id: number): Promise<number> {
  const answer = await fetch(`${direct(port)}/api/v1/productsDetails/${id}`);
  return ((await answer.json()) as { data: { quantity: number } }).data.quantity;
}

const say = (line: string) => process.stdout.write(`${line}\n`);

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

// ---------------------------------------------------------------------------------------------
// The checks.

async function signInLimitsAreShared(): Promise<void> {
  const { phone } = await newShopper();
  const statuses: number[] = [];
  // Five wrong passwords, each to another process; the sixth, through nginx, is refused.
  for (let i = 0; i < 5; i += 1) {
    const port = PORTS[i % PORTS.length]!;
    statuses.push(
      (await post(direct(port), '/api/v1/login', { phone_number: phone, password: 'wrong-one' }))
        .status,
    );
  }
  const sixth = await post(NGINX, '/api/v1/login', { phone_number: phone, password: PASSWORD });
  check(
    statuses.every((s) => s !== 429),
    `a wrong password was refused as too many early: ${statuses}`,
  );
  check(sixth.status === 429, `the 6th sign-in answered ${sixth.status}, not 429`);
  say('ok: the 6th wrong sign-in is refused (429) whichever process the others reached');
}

async function stockChangeIsSeenEverywhere(product: number): Promise<void> {
  const { token } = await newShopper();
  const before = await Promise.all(PORTS.map((port) => stockAt(port, product)));
  check(new Set(before).size === 1, `processes disagree on the stock: ${before}`);
  const placed = await order(direct(PORTS[0]!), token, product);
  check(placed.status === 201, `order answered ${placed.status}`);
  const started = performance.now();
  const deadline = started + 1000;
  const seen = new Set<string>();
  while (seen.size < PORTS.length - 1 && performance.now() < deadline) {
    for (const port of PORTS.slice(1)) {
      if (!seen.has(port) && (await stockAt(port, product)) === before[0]! - 1) seen.add(port);
    }
  }
  check(seen.size === PORTS.length - 1, 'another process still showed the old stock after 1 s');
  say(
    `ok: an order's stock change showed on the other processes after ${Math.round(performance.now() - started)} ms`,
  );
}

async function lastPieceSellsOnce(owner: string, product: number): Promise<void> {
  const buyers = [];
  for (let i = 0; i < 20; i += 1) buyers.push(await newShopper());
  await setStock(owner, product, 1);
  const answers = await Promise.all(
    buyers.map(({ token }, i) => order(direct(PORTS[i % PORTS.length]!), token, product)),
  );
  const statuses = answers.map((a) => a.status);
  const sold = statuses.filter((s) => s === 201).length;
  check(sold === 1, `the last piece sold ${sold} times: ${statuses}`);
  check(
    statuses.every((s) => s === 201 || (s >= 400 && s < 500)),
    `a racing order answered ${statuses}`,
  );
  const left = await Promise.all(PORTS.map((port) => stockAt(port, product)));
  check(
    left.every((q) => q === 0),
    `stock after the race: ${left}`,
  );
  say('ok: 20 shoppers on 3 processes raced for the last piece; it sold once');
}

async function killedProcessLosesNoOrder(owner: string, product: number): Promise<void> {
  await setStock(owner, product, 1000);
  const { token } = await newShopper();
  const numbers: string[] = [];
  const total = 30;
  for (let i = 0; i < total; i += 1) {
    if (i === 10) await stopProcess(PORTS[1]!, 'SIGKILL');
    const key = randomUUID();
    // The client's rule: no answer or a 5xx means "try again with the same key".
    for (let attempt = 0; ; attempt += 1) {
      check(attempt < 20, `order ${i} was never acknowledged`);
      const answer = await order(NGINX, token, product, key).catch(() => null);
      if (answer && (answer.status === 201 || answer.status === 200)) {
        numbers.push(((await answer.json()) as { data: { number: string } }).data.number);
        break;
      }
      check(!answer || answer.status >= 500, `order ${i} was refused: ${answer?.status}`);
      await sleep(200);
    }
  }
  startProcess(PORTS[1]!);
  await waitReady(PORTS[1]!);
  const listed = await fetch(`${NGINX}/api/v1/user-orders`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const orders = ((await listed.json()) as { data: Array<{ number: string }> }).data;
  const stored = orders.map((o) => o.number).sort();
  check(new Set(numbers).size === total, 'an acknowledged order number was given twice');
  check(
    JSON.stringify(stored) === JSON.stringify([...numbers].sort()),
    `stored orders ${stored.length} differ from the ${total} acknowledged`,
  );
  say(`ok: kill -9 of one process during ${total} keyed orders lost none and doubled none`);
}

async function rollingRestartDropsNothing(product: number): Promise<void> {
  const urls = ['/', '/api/v1/main-categories', `/api/v1/productsDetails/${product}`, '/en/offers'];
  let requests = 0;
  const failures: string[] = [];
  let loading = true;
  const client = async (n: number) => {
    for (let i = n; loading; i += 1) {
      const url = urls[i % urls.length]!;
      // A body cut off half-way is a failure like a refused connection, never a crash of the check.
      const status = await fetch(`${NGINX}${url}`)
        .then(async (answer) => (await answer.arrayBuffer(), answer.status))
        .catch((error: Error) => error.message);
      requests += 1;
      if (typeof status === 'string' || status >= 500) failures.push(`${url}: ${status}`);
    }
  };
  const load = [0, 1, 2, 3].map(client);
  for (const port of PORTS) {
    await sleep(500);
    await stopProcess(port, 'SIGTERM');
    startProcess(port);
    await waitReady(port);
  }
  await sleep(500);
  loading = false;
  await Promise.all(load);
  check(
    failures.length === 0,
    `rolling restart: ${failures.length} of ${requests} failed: ${failures.slice(0, 5)}`,
  );
  say(`ok: a rolling restart of all ${PORTS.length} processes answered all ${requests} requests`);
}

async function main(): Promise<void> {
  for (const port of PORTS) startProcess(port);
  await Promise.all(PORTS.map(waitReady));
  say(`ok: ${PORTS.length} processes started together and are ready`);
  const owner = await ownerToken();
  const [first, second] = await buyableProducts(NGINX);
  check(first !== undefined && second !== undefined, 'no buyable demo products');
  await setStock(owner, first!.id, 1000);
  await signInLimitsAreShared();
  await stockChangeIsSeenEverywhere(first!.id);
  await lastPieceSellsOnce(owner, second!.id);
  await killedProcessLosesNoOrder(owner, first!.id);
  await rollingRestartDropsNothing(first!.id);
}

main()
  .then(
    () => 0,
    (error: Error) => {
      console.error(`cluster: ${error.message}`);
      return 1;
    },
  )
  .then(async (code) => {
    await Promise.all(shop.ports().map((port) => stopProcess(port, 'SIGTERM')));
    process.exit(code);
  });
