import pg from 'pg';

/** The channel the cache-version triggers announce new versions on. */
export const VERSION_CHANNEL = 'zujaj_cache_versions';

/** Waits between reconnects: from the first to the last, then the last again. */
const RECONNECT_DELAYS_MS = [250, 1000, 5000];

export interface VersionNotices {
  close(): Promise<void>;
}

/**
 * Listens on one dedicated PostgreSQL connection (never a pooled one: LISTEN belongs to its
 * session) and calls `changed` for every announced version, and once more whenever the connection
 * is (re)made, since notices sent while it was down are lost. A dropped connection is made again
 * after a short wait; meanwhile the read cache's own periodic check keeps answers current.
 */
export function listenForVersions(connectionString: string, changed: () => void): VersionNotices {
  let client: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
    next.on('notification', (message) => {
      if (message.channel === VERSION_CHANNEL) changed();
    });
    const lost = () => {
      if (client !== next) return;
      client = null;
      next.end().catch(() => undefined);
      retry();
    };
    next.on('error', lost);
    next.on('end', lost);
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${VERSION_CHANNEL}`);
      failures = 0;
      changed();
    } catch {
      lost();
    }
  };

  const retry = () => {
    if (closed) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)];
    failures += 1;
    timer = setTimeout(() => void connect(), delay);
    timer.unref();
  };

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
