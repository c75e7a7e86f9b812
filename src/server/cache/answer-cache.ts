import { createHash } from 'node:crypto';
import { AnswerBudget, type KeptResponse } from './answer-budget.ts';
import { ownBuffer, type PreparedResponse, type ReadyResponse } from './answer-memory.ts';

export type { PreparedResponse, ReadyResponse };

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

/** What the cache may hold (kept to by answer-budget.ts), and how old what it serves may be. */
export interface CatalogueCacheLimits {
  maxEntries: number;
  maxBytes: number;
  /**
   * How long after the last check that found no unseen commit answers may still be
   * served: the bound on how old anything shown from here can be.
   */
  maxUncheckedMs: number;
  /**
   * What the answers of one group (a rendered page's path, whatever its parameters) may
   * hold together, so one address asked with endless parameter values cannot fill the
   * cache and push every other page out. Left out: no bound per group.
   */
  perGroup?: { maxEntries: number; maxBytes: number };
}

export const DEFAULT_CACHE_LIMITS: CatalogueCacheLimits = {
  maxEntries: 5_000,
  maxBytes: 16 * 1024 * 1024,
  // Under a second, with room for the reading itself.
  maxUncheckedMs: 750,
  // A product list page with its compressed copies holds about 120 KB: 2 MB keeps some
  // 17 versions of /products, and the six pages that read parameters cannot take more
  // than 12 MB of the 16 between them.
  perGroup: { maxEntries: 64, maxBytes: 2 * 1024 * 1024 },
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
 *
 * Those rules say whether an answer may be kept or served; where it is kept, what it holds
 * in memory and which answers go when the limits are reached is answer-budget.ts's.
 */
export class CatalogueCache {
  /** The kept answers, what they hold, and which go when over the limits. */
  private readonly budget: AnswerBudget;
  /** The budget's complete responses, held here too: the fast path reads them each request. */
  private readonly ready: Map<string, KeptResponse>;
  private readonly inFlight = new Map<string, Promise<CachedAnswer>>();
  private generation = 0;
  private trusted = false;
  /** performance.now() when the last check that found the cache current began. */
  private confirmedAt = Number.NEGATIVE_INFINITY;

  /**
   * `now` is the clock checks are timed by (performance.now(), as the change listener's
   * `confirm` calls are); a test of the freshness bound moves it by hand.
   */
  constructor(
    private readonly limits: CatalogueCacheLimits = DEFAULT_CACHE_LIMITS,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.budget = new AnswerBudget(limits);
    this.ready = this.budget.ready;
  }

  /**
   * The stored answer, or one computed by `compute` (shared by callers asking at once).
   * An answer of a `group` (a rendered page's path) is kept within the group's own limits
   * too (`CatalogueCacheLimits.perGroup`).
   */
  async get(
    key: string,
    compute: () => Promise<ComputedAnswer>,
    group?: string,
  ): Promise<CachedAnswer> {
    const generation = this.generation;
    if (!this.usable()) return withEtag(await compute(), generation);
    const hit = this.budget.lookUp(key);
    if (hit) return hit;
    const pending = this.inFlight.get(key);
    if (pending) return pending;

    const computing = compute().then((answer) => withEtag(answer, generation));
    this.inFlight.set(key, computing);
    try {
      const answer = await computing;
      if (this.isCurrent(answer)) this.budget.add(key, answer, group);
      return answer;
    } finally {
      if (this.inFlight.get(key) === computing) this.inFlight.delete(key);
    }
  }

  /** Something in the catalogue changed: forget every answer, and every one being computed. */
  invalidate(): void {
    this.generation += 1;
    this.budget.clear();
    this.inFlight.clear();
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
   * A compressed body of a kept answer, made once and kept with it (answer-encoding.ts):
   * counted in the answer's cost, and gone with it.
   */
  keepCompressed(answer: CachedAnswer, body: Buffer): void {
    this.budget.keepCompressed(answer, body);
  }

  /**
   * Keeps the complete HTTP answer the application gave for a request, so the next
   * identical request can be answered before it reaches the framework. Kept only beside
   * the kept answer it was made from, counted in that answer's cost, and gone with it.
   */
  rememberResponse(key: string | undefined, response: ReadyResponse, from: CachedAnswer) {
    if (key === undefined || !this.isCurrent(from) || this.ready.has(key)) return;
    this.budget.keepResponse(key, response, from);
  }

  /** A complete answer for this request, if one is kept and may be served. */
  readyResponse(key: string): PreparedResponse | undefined {
    if (!this.usable()) return undefined;
    const ready = this.ready.get(key);
    // Not reordered here, to stay cheap: marked, so the budget's eviction passes it over once.
    if (ready) ready.slot.used = true;
    return ready;
  }

  /** Whether any complete answer is kept: when none is, no request needs a key worked out. */
  hasReadyResponses(): boolean {
    return this.ready.size > 0;
  }

  private usable(): boolean {
    return this.trusted && this.now() - this.confirmedAt <= this.limits.maxUncheckedMs;
  }

  private isCurrent(answer: CachedAnswer): boolean {
    return this.usable() && answer.generation === this.generation;
  }

  /** Whether change notifications arrive; while they do not, nothing is kept or served. */
  setTrusted(trusted: boolean): void {
    this.trusted = trusted;
    this.invalidate();
  }

  /** How many times everything was forgotten (a catalogue change, a lost or late check). */
  get forgotten(): number {
    return this.generation;
  }

  /** Kept answers, ready responses, and what all of it holds in memory. */
  get size(): { entries: number; ready: number; bytes: number } {
    return this.budget.size;
  }

  /** The kept answers whose key starts with `prefix`, and what they hold: for tests and checks. */
  sizeOf(prefix: string): { entries: number; bytes: number } {
    return this.budget.sizeOf(prefix);
  }
}

export interface ComputedAnswer {
  /** The body: JSON for the API's answers, HTML for rendered pages. */
  json: string;
  total?: number;
  status?: number;
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
