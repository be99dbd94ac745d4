import type { Db } from '../db/client';
import { encodeBody, type EncodedBody } from './encoding';
import { readCacheVersions, type CacheTag, type CacheVersions } from './versions';

// The serialized answers of the public catalogue and content reads (plugins/readCache.ts decides
// which requests come here), least recently used out first, each valid while the version of its
// tag is the one it was made under (cache/versions.ts).

export interface ReadCacheOptions {
  /** At most this many answers; default 2,000. */
  maxEntries?: number;
  /** At most this many bytes of bodies (all three forms) and keys; default 32 MB. */
  maxBytes?: number;
  /**
   * How old the versions read from the database may be when an answer is served (ms; default
   * 1,000): another process's write shows here within this time; this process's own writes
   * (dataWritten) on the very next request.
   */
  versionCheckMs?: number;
  /** Clock in ms (tests move it); default performance.now. */
  now?: () => number;
}

export interface CachedAnswer extends EncodedBody {
  tag: CacheTag;
  /** The tag's version when the request that made it began; undefined when it had none. */
  version: string | undefined;
  contentType: string;
  bytes: number;
}

/** A miss being answered: the answer it stores, and the requests for the same key waiting on it. */
export interface Fill {
  readonly key: string;
  readonly tag: CacheTag;
  readonly version: string | undefined;
  readonly waitKey: string;
  settle(answer: CachedAnswer | null): void;
}

export interface ReadCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
}

/** What an entry holds in memory: its bodies and its key (a key can be as long as a URL). */
const entryBytes = (key: string, answer: CachedAnswer): number =>
  answer.bytes + Buffer.byteLength(key);

export class ReadCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private readonly waits = new Map<string, Promise<CachedAnswer | null>>();
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly checkMs: number;
  private readonly now: () => number;
  private bytes = 0;
  private hits = 0;
  private misses = 0;
  /** null: unknown (never read, or the last read failed): nothing is served or stored. */
  private versions: CacheVersions | null = null;
  private checkedAt = Number.NEGATIVE_INFINITY;
  /** Writes this process announced, and how many of them the last version read saw. */
  private writes = 0;
  private writesChecked = -1;
  private checking: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    options: ReadCacheOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? 2000;
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.checkMs = options.versionCheckMs ?? 1000;
    this.now = options.now ?? (() => performance.now());
  }

  /** This process committed a write: the next request reads the versions again. */
  written(): void {
    this.writes += 1;
  }

  /**
   * Whether the last version read serves a request made at `asked` after `writes` announced
   * writes: it saw them all, and began at most versionCheckMs before (with 0: not before) `asked`.
   */
  private serves(asked: number, writes: number): boolean {
    if (this.writesChecked < writes) return false;
    return this.checkedAt >= asked || asked - this.checkedAt < this.checkMs;
  }

  /**
   * Resolves once the versions are recent enough (undefined when they already are: no await on
   * a hit). Loops because a read already under way when the request came may be too old for it.
   */
  ensureFresh(): Promise<void> | undefined {
    const asked = this.now();
    const writes = this.writes;
    if (this.serves(asked, writes)) return undefined;
    return (async () => {
      while (!this.serves(asked, writes)) await this.check();
    })();
  }

  private check(): Promise<void> {
    if (this.checking) return this.checking;
    const writes = this.writes;
    const startedAt = this.now();
    this.checking = readCacheVersions(this.db)
      .then(
        (versions) => this.adopt(versions),
        () => this.adopt(null),
      )
      .finally(() => {
        this.checkedAt = startedAt;
        this.writesChecked = writes;
        this.checking = null;
      });
    return this.checking;
  }

  /** New versions: answers of a tag whose version moved go now rather than when next asked. */
  private adopt(versions: CacheVersions | null): void {
    const before = this.versions;
    this.versions = versions;
    if (!versions || !before) {
      this.clear();
      return;
    }
    for (const [key, answer] of this.entries) {
      if (versions.get(answer.tag) !== answer.version) this.remove(key);
    }
  }

  private versionOf(tag: CacheTag): string | undefined {
    return this.versions?.get(tag);
  }

  /** The valid answer stored under `key`, now the most recently used. */
  lookup(key: string): CachedAnswer | undefined {
    const answer = this.entries.get(key);
    if (!answer || !this.versions) return undefined;
    if (this.versionOf(answer.tag) !== answer.version) {
      this.remove(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, answer);
    this.hits += 1;
    return answer;
  }

  /** The answer another request for `key` is making right now under the current version. */
  pending(key: string, tag: CacheTag): Promise<CachedAnswer | null> | undefined {
    return this.waits.get(this.waitKey(key, this.versionOf(tag)));
  }

  private waitKey(key: string, version: string | undefined): string {
    return `${version ?? '-'} ${key}`;
  }

  /** A miss: the caller answers it and hands the body to complete() (or abandon()). */
  begin(key: string, tag: CacheTag): Fill | null {
    this.misses += 1;
    if (!this.versions) return null;
    const version = this.versionOf(tag);
    const waitKey = this.waitKey(key, version);
    let settle: (answer: CachedAnswer | null) => void = () => undefined;
    const wait = new Promise<CachedAnswer | null>((resolve) => {
      settle = resolve;
    });
    if (!this.waits.has(waitKey)) this.waits.set(waitKey, wait);
    const fill: Fill = {
      key,
      tag,
      version,
      waitKey,
      settle: (answer) => {
        if (this.waits.get(waitKey) === wait) this.waits.delete(waitKey);
        settle(answer);
      },
    };
    return fill;
  }

  /**
   * The answer of a fill, in its three forms; stored unless the tag's version moved while it was
   * made (its data may be older than the new version: answered, not kept).
   */
  async complete(fill: Fill, body: Buffer, contentType: string): Promise<CachedAnswer> {
    try {
      const encoded = await encodeBody(body);
      const bytes = body.length + (encoded.br?.length ?? 0) + (encoded.gzip?.length ?? 0);
      const answer: CachedAnswer = {
        ...encoded,
        tag: fill.tag,
        version: fill.version,
        contentType,
        bytes,
      };
      if (this.versions && this.versionOf(fill.tag) === fill.version) this.store(fill.key, answer);
      fill.settle(answer);
      return answer;
    } catch (error) {
      fill.settle(null);
      throw error;
    }
  }

  abandon(fill: Fill): void {
    fill.settle(null);
  }

  private store(key: string, answer: CachedAnswer): void {
    if (entryBytes(key, answer) > this.maxBytes / 8) return;
    this.remove(key);
    this.entries.set(key, answer);
    this.bytes += entryBytes(key, answer);
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const answer = this.entries.get(key);
    if (!answer) return;
    this.entries.delete(key);
    this.bytes -= entryBytes(key, answer);
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  stats(): ReadCacheStats {
    return { entries: this.entries.size, bytes: this.bytes, hits: this.hits, misses: this.misses };
  }
}
