/**
 * npx tsx bench/emailCheck.ts: how long POST /api/v1/contact-us takes to answer a 100 KB crafted
 * e-mail address next to a short one (the old e-mail pattern backtracked, so one such
 * request stalled every shopper for seconds), and how long a read sent at the same moment waits.
 * Runs buildApp with app.inject on an in-memory PGlite. It only prints: the time depends on the
 * machine, so no test asserts it (src/shared/rules/patterns.test.ts proves the patterns linear,
 * __tests__/api/plainEmail.test.ts that the length is refused before any pattern runs).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { createPglite, fromPglite } from '../server/db/client';
import { EMAIL_PATTERN } from '../src/shared/rules/validation';

const ROUNDS = 5;

/** The shape that made the old pattern (`^[^\s@]+@[^\s@]+\.[^\s@]+$`) quadratic: dots, then a miss. */
const crafted = (length: number) => `x@${'.'.repeat(Math.max(0, length - 3))}@`;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const show = (ms: number) => `${ms.toFixed(2)} ms`.padStart(12);

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zujaj-bench-'));
  const database = fromPglite(await createPglite());
  await database.migrate();
  const config = {
    ...loadConfig({}),
    dataDir,
    distDir: path.join(dataDir, 'no-dist'),
    databaseUrl: undefined,
  };
  const app = buildApp({ db: database.db, config, logger: false });
  await app.ready();

  const contact = (email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/contact-us',
      payload: {
        full_name: 'Bench',
        contact_email: email,
        phone_number: '01012345678',
        text: 'A bench message.',
      },
    });

  const time = async (email: string) => {
    const times: number[] = [];
    let status = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      status = (await contact(email)).statusCode;
      times.push(performance.now() - started);
    }
    return { ms: median(times), status };
  };

  await contact('warm@up.example'); // first-call costs (schema compilation) out of the numbers
  const cases: Array<[string, string]> = [
    ['short address (valid)', 'mona@example.com'],
    ['short crafted (20 B)', crafted(20)],
    ['crafted 100 KB', crafted(100 * 1024)],
  ];
  const rows: string[] = [];
  for (const [label, email] of cases) {
    const { ms, status } = await time(email);
    rows.push(`${label.padEnd(26)}${show(ms)}   HTTP ${status}`);
  }

  // A read sent while the 100 KB request is being answered: it must not wait for it.
  const started = performance.now();
  let readDone = 0;
  await Promise.all([
    contact(crafted(100 * 1024)),
    app.inject({ method: 'GET', url: '/api/v1/settings' }).then(() => {
      readDone = performance.now() - started;
    }),
  ]);
  rows.push(`${'GET /settings meanwhile'.padEnd(26)}${show(readDone)}`);

  // The pattern alone, were the length check not in front of it.
  const patternStarted = performance.now();
  EMAIL_PATTERN.test(crafted(100 * 1024));
  rows.push(`${'EMAIL_PATTERN on 100 KB'.padEnd(26)}${show(performance.now() - patternStarted)}`);

  // For comparison: the old pattern, on a fifth of that (it grows with the square).
  const oldPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
  const oldStarted = performance.now();
  oldPattern.test(crafted(20 * 1024));
  rows.push(`${'old pattern on 20 KB'.padEnd(26)}${show(performance.now() - oldStarted)}`);

  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.stdout.write(`POST /api/v1/contact-us, median of ${ROUNDS}\n${rows.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
