// A throwaway PostgreSQL server for the benchmarks (bench/scale.ts, bench/cluster.ts), as .ci/run
// starts one: as root through `runuser -u postgres` (Debian's PostgreSQL refuses root).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './support';

export interface Postgres {
  /** The address of database `db` on it. */
  url(db: string): string;
  /** The postmaster's process id (the backends are its children). */
  pid(): number;
  stop(): void;
}

/**
 * A throwaway cluster: initdb into a temp dir the postgres user owns, pg_ctl start, stop().
 * `settings`: more `name=value` server settings (e.g. max_connections=200).
 */
export async function startPostgres(settings: string[] = []): Promise<Postgres> {
  const versions = fs.existsSync('/usr/lib/postgresql')
    ? fs.readdirSync('/usr/lib/postgresql')
    : [];
  const version = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  if (!version)
    throw new Error('no PostgreSQL under /usr/lib/postgresql (apt-get install postgresql)');
  const bin = `/usr/lib/postgresql/${version}/bin`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zujaj-bench-pg-'));
  const asPg = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  if (asPg.length) spawnSync('chown', ['postgres:postgres', dir]);
  const run = (args: string[]) => {
    const [command, ...rest] = [...asPg, ...args];
    const result = spawnSync(command!, rest, { stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) throw new Error(`${args[0]} failed (${result.status})`);
  };
  const port = await freePort();
  // Collation C as in .ci/run; LC_CTYPE C.UTF-8 so pg_trgm sees Arabic letters as letters (under
  // LC_CTYPE=C it finds no trigrams in Arabic text and an Arabic search scans: docs/catalogue.md "Search and listings at scale").
  run([
    `${bin}/initdb`,
    '-D',
    `${dir}/data`,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--locale=C',
    '--lc-ctype=C.UTF-8',
    '--no-sync',
  ]);
  run([
    `${bin}/pg_ctl`,
    'start',
    '-D',
    `${dir}/data`,
    '-l',
    `${dir}/log`,
    '-w',
    '-o',
    [
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      ...settings.map((setting) => `-c ${setting}`),
    ].join(' '),
  ]);
  return {
    url: (db) => `postgres://postgres@127.0.0.1:${port}/${db}`,
    pid: () => Number(fs.readFileSync(`${dir}/data/postmaster.pid`, 'utf8').split('\n')[0]),
    stop: () => {
      const [command, ...rest] = [
        ...asPg,
        `${bin}/pg_ctl`,
        'stop',
        '-D',
        `${dir}/data`,
        '-m',
        'immediate',
      ];
      spawnSync(command!, rest, { stdio: 'ignore' });
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
