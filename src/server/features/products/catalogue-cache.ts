import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';

/** One public catalogue answer, serialised once and sent as is to every caller. */
export interface CachedAnswer {
  /** The JSON, as UTF-8 bytes ready to send. */
  body: Buffer;
  etag: string;
  /** The X-Total-Count of a list page. */
  total?: number;
  /** The HTTP status of a rendered page (200 when left out). */
  status?: number;
  /** The cache's generation when the reading that produced it began. */
  generation: number;
}

type Entry = CachedAnswer;

/** A whole HTTP answer (headers as the full pipeline set them, body) for the fast path. */
export interface ReadyResponse {
  headers: OutgoingHttpHeaders;
  body: Buffer;
  etag: string;
}

/** A ready response with its headers laid out once, as node:http takes them fastest. */
export interface PreparedResponse extends ReadyResponse {
  /** Name, value, name, value... with Content-Length. */
  okHeaders: string[];
  /** The same for a 304: without Content-Length and Content-Encoding. */
  notModifiedHeaders: string[];
}

export interface CatalogueCacheLimits {
  maxEntries: number;
  maxBytes: number;
  /**
   * How long after the last check that found no unseen commit answers may still be
   * served: the bound on how old anything shown from here can be.
   */
  maxUncheckedMs: number;
}

export const DEFAULT_CACHE_LIMITS: CatalogueCacheLimits = {
  maxEntries: 5_000,
  maxBytes: 16 * 1024 * 1024,
  // Under a second, with room for the reading itself.
  maxUncheckedMs: 750,
};

/**
 * Serialised answers of the public catalogue (list pages, product details), kept in
 * this process and dropped all at once whenever anything in the catalogue changes:
 * prices, stock and ratings appear on every page, so a finer invalidation would have
 * to know which pages show which product. Only public answers go in; nothing here
 * depends on who asks. See docs/decisions/005-catalogue-cache.md.
 *
 * Correctness rests on three rules:
 * - an answer computed while a change arrived is not kept (the generation moved on),
 *   so a read that started before a commit cannot outlive the change;
 * - while change notifications cannot be trusted (the listening connection is down),
 *   the cache is bypassed entirely;
 * - stock taken by orders is not notified (see migration 0002); instead a check runs a
 *   few times a second (`confirm`) and empties the cache if a catalogue change committed
 *   since the previous one (recorded by the triggers of migration 0013). Nothing is
 *   served when no check has confirmed the cache within `maxUncheckedMs`, so that bounds
 *   how old a stock count can be.
 */
export class CatalogueCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<CachedAnswer>>();
  private readonly ready = new Map<string, PreparedResponse>();
  private bytes = 0;
  private generation = 0;
  private trusted = false;
  /** performance.now() when the last check that found the cache current began. */
  private confirmedAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly limits: CatalogueCacheLimits = DEFAULT_CACHE_LIMITS) {}

  /** The stored answer, or one computed by `compute` (shared by callers asking at once). */
  async get(key: string, compute: () => Promise<ComputedAnswer>): Promise<CachedAnswer> {
    const generation = this.generation;
    if (!this.usable()) return withEtag(await compute(), generation);
    const hit = this.entries.get(key);
    if (hit) {
      // Least recently used goes first: re-inserting moves the key to the end.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const pending = this.inFlight.get(key);
    if (pending) return pending;

    const computing = compute().then((answer) => withEtag(answer, generation));
    this.inFlight.set(key, computing);
    try {
      const answer = await computing;
      if (this.isCurrent(answer)) this.store(key, answer);
      return answer;
    } finally {
      if (this.inFlight.get(key) === computing) this.inFlight.delete(key);
    }
  }

  /** Something in the catalogue changed: forget every answer, and every one being computed. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.inFlight.clear();
    this.ready.clear();
    this.bytes = 0;
  }

  /**
   * The result of a check, begun at `checkStartedAt`, of whether a catalogue change
   * committed since the previous check: if so, everything goes; either way the cache counts as
   * current as of when the check began.
   */
  confirm(checkStartedAt: number, changed: boolean): void {
    if (changed) this.invalidate();
    this.confirmedAt = checkStartedAt;
  }

  /**
   * Keeps the complete HTTP answer the application gave for a request, so the next
   * identical request can be answered before it reaches the framework. Kept under the
   * same rules as the answer it was made from, and gone on the same change.
   */
  rememberResponse(key: string | undefined, response: ReadyResponse, from: CachedAnswer) {
    if (key === undefined || !this.isCurrent(from) || this.ready.has(key)) return;
    const size = response.body.length + keyBytes(key);
    if (this.ready.size >= this.limits.maxEntries || this.bytes + size > this.limits.maxBytes)
      return;
    this.ready.set(key, prepare(response));
    this.bytes += size;
  }

  /** A complete answer for this request, if one is kept and may be served. */
  readyResponse(key: string): PreparedResponse | undefined {
    return this.usable() ? this.ready.get(key) : undefined;
  }

  /** Whether any complete answer is kept: when none is, no request needs a key worked out. */
  hasReadyResponses(): boolean {
    return this.ready.size > 0;
  }

  private usable(): boolean {
    return this.trusted && performance.now() - this.confirmedAt <= this.limits.maxUncheckedMs;
  }

  private isCurrent(answer: CachedAnswer): boolean {
    return this.usable() && answer.generation === this.generation;
  }

  /** Whether change notifications arrive; while they do not, nothing is kept or served. */
  setTrusted(trusted: boolean): void {
    this.trusted = trusted;
    this.invalidate();
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size + this.ready.size, bytes: this.bytes };
  }

  private store(key: string, entry: Entry): void {
    if (entry.body.length + keyBytes(key) > this.limits.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    this.entries.set(key, entry);
    this.bytes += entry.body.length + keyBytes(key);
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.remove(oldest, old);
    }
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.body.length + keyBytes(key);
  }
}

/** What a key holds in memory (two bytes a UTF-16 unit), counted in the byte budget. */
function keyBytes(key: string): number {
  return key.length * 2;
}

function prepare(response: ReadyResponse): PreparedResponse {
  const flat = (skip: string[]) =>
    Object.entries(response.headers).flatMap(([name, value]) =>
      value === undefined || skip.includes(name.toLowerCase())
        ? []
        : [value].flat().flatMap((one) => [name, String(one)]),
    );
  return {
    ...response,
    okHeaders: [...flat(['content-length']), 'content-length', String(response.body.length)],
    notModifiedHeaders: flat(['content-length', 'content-encoding']),
  };
}

export interface ComputedAnswer {
  /** The body: JSON for the API's answers, HTML for rendered pages. */
  json: string;
  total?: number;
  status?: number;
}

/**
 * The body in memory of its own. A small `Buffer.from()` is a slice of a shared 8 KB pool
 * slab, and keeping it keeps the whole slab alive: thousands of kept answers of a few KB
 * would hold several times the bytes the budget counts.
 */
function ownBuffer(text: string): Buffer {
  const body = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  body.write(text);
  return body;
}

function withEtag({ json, total, status }: ComputedAnswer, generation: number): CachedAnswer {
  const body = ownBuffer(json);
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return {
    body,
    etag,
    generation,
    ...(total === undefined ? {} : { total }),
    ...(status === undefined ? {} : { status }),
  };
}
