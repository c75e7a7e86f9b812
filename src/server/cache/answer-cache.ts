import { createHash } from 'node:crypto';
import {
  BUFFER_OVERHEAD,
  ownBuffer,
  prepare,
  preparedBytes,
  SLOT_OVERHEAD,
  textBytes,
  type PreparedResponse,
  type ReadyResponse,
} from './answer-memory.ts';

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

/**
 * One kept answer with everything kept because of it: its compressed bodies and the
 * complete responses made from it for the fast path. They are counted and dropped together.
 */
interface Slot {
  key: string;
  answer: CachedAnswer;
  /** Every body buffer held (the answer's, then its compressed ones), each counted once. */
  buffers: Buffer[];
  readyKeys: string[];
  /** What all of it holds in memory, as counted in the byte budget. */
  bytes: number;
  /** Served by the fast path since eviction last passed it: it gets a second chance. */
  used: boolean;
  /** The group it counts in (a rendered page's path), if any. */
  group: Group | undefined;
}

/** The kept answers of one group, least recently used first, and what they hold. */
interface Group {
  name: string;
  slots: Set<Slot>;
  bytes: number;
}

interface Ready extends PreparedResponse {
  slot: Slot;
}

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
 */
export class CatalogueCache {
  /** Kept answers, least recently used first. */
  private readonly slots = new Map<string, Slot>();
  private readonly slotOf = new WeakMap<CachedAnswer, Slot>();
  private readonly inFlight = new Map<string, Promise<CachedAnswer>>();
  private readonly ready = new Map<string, Ready>();
  private readonly groups = new Map<string, Group>();
  private bytes = 0;
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
  ) {}

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
    const hit = this.slots.get(key);
    if (hit) {
      // Least recently used goes first: re-inserting moves the key to the end.
      this.slots.delete(key);
      this.slots.set(key, hit);
      hit.group?.slots.delete(hit);
      hit.group?.slots.add(hit);
      return hit.answer;
    }
    const pending = this.inFlight.get(key);
    if (pending) return pending;

    const computing = compute().then((answer) => withEtag(answer, generation));
    this.inFlight.set(key, computing);
    try {
      const answer = await computing;
      if (this.isCurrent(answer)) this.store(key, answer, group);
      return answer;
    } finally {
      if (this.inFlight.get(key) === computing) this.inFlight.delete(key);
    }
  }

  /** Something in the catalogue changed: forget every answer, and every one being computed. */
  invalidate(): void {
    this.generation += 1;
    this.slots.clear();
    this.inFlight.clear();
    this.ready.clear();
    this.groups.clear();
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
   * A compressed body of a kept answer, made once and kept with it (answer-encoding.ts):
   * counted in the answer's cost, and gone with it.
   */
  keepCompressed(answer: CachedAnswer, body: Buffer): void {
    const slot = this.keptSlot(answer);
    if (!slot || slot.buffers.includes(body)) return;
    slot.buffers.push(body);
    this.grow(slot, body.length + BUFFER_OVERHEAD);
  }

  /**
   * Keeps the complete HTTP answer the application gave for a request, so the next
   * identical request can be answered before it reaches the framework. Kept only beside
   * the kept answer it was made from, counted in that answer's cost, and gone with it.
   */
  rememberResponse(key: string | undefined, response: ReadyResponse, from: CachedAnswer) {
    if (key === undefined || !this.isCurrent(from) || this.ready.has(key)) return;
    const slot = this.keptSlot(from);
    if (!slot) return;
    const prepared = prepare(response);
    // The body is almost always one the slot holds already (sent as kept): not counted twice.
    const body = slot.buffers.includes(response.body) ? 0 : response.body.length + BUFFER_OVERHEAD;
    this.ready.set(key, { ...prepared, slot });
    slot.readyKeys.push(key);
    this.grow(slot, body + textBytes(key) + preparedBytes(prepared));
  }

  /** A complete answer for this request, if one is kept and may be served. */
  readyResponse(key: string): PreparedResponse | undefined {
    if (!this.usable()) return undefined;
    const ready = this.ready.get(key);
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
    return { entries: this.slots.size, ready: this.ready.size, bytes: this.bytes };
  }

  /** The kept answers whose key starts with `prefix`, and what they hold: for tests and checks. */
  sizeOf(prefix: string): { entries: number; bytes: number } {
    let entries = 0;
    let bytes = 0;
    for (const [key, slot] of this.slots) {
      if (!key.startsWith(prefix)) continue;
      entries += 1;
      bytes += slot.bytes;
    }
    return { entries, bytes };
  }

  /** The slot holding this very answer, if it is still kept. */
  private keptSlot(answer: CachedAnswer): Slot | undefined {
    const slot = this.slotOf.get(answer);
    return slot && this.slots.get(slot.key) === slot ? slot : undefined;
  }

  private store(key: string, answer: CachedAnswer, groupName: string | undefined): void {
    const bytes =
      answer.body.length +
      BUFFER_OVERHEAD +
      textBytes(key) +
      textBytes(answer.etag) +
      SLOT_OVERHEAD;
    const { perGroup } = this.limits;
    if (bytes > this.limits.maxBytes) return;
    if (groupName !== undefined && perGroup && bytes > perGroup.maxBytes) return;
    const previous = this.slots.get(key);
    if (previous) this.remove(previous);
    const slot: Slot = {
      key,
      answer,
      buffers: [answer.body],
      readyKeys: [],
      bytes: 0,
      used: false,
      group: groupName === undefined || !perGroup ? undefined : this.groupNamed(groupName),
    };
    this.slots.set(key, slot);
    slot.group?.slots.add(slot);
    this.slotOf.set(answer, slot);
    this.grow(slot, bytes);
  }

  private groupNamed(name: string): Group {
    let group = this.groups.get(name);
    if (!group) {
      group = { name, slots: new Set(), bytes: 0 };
      this.groups.set(name, group);
    }
    return group;
  }

  /**
   * Counts what a slot gained, then drops the least recently used until within the limits:
   * first of its group's, then of all.
   */
  private grow(slot: Slot, bytes: number): void {
    slot.bytes += bytes;
    this.bytes += bytes;
    const { group } = slot;
    if (group) {
      group.bytes += bytes;
      this.shrinkGroup(group);
    }
    for (const [key, oldest] of this.slots) {
      if (this.slots.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      if (oldest.used) {
        // Served by the fast path (which does not reorder, to stay cheap) since last seen.
        oldest.used = false;
        this.slots.delete(key);
        this.slots.set(key, oldest);
      } else this.remove(oldest);
    }
  }

  /** Drops a group's least recently used answers until it is within the limits per group. */
  private shrinkGroup(group: Group): void {
    const limit = this.limits.perGroup;
    if (!limit) return;
    for (const oldest of group.slots) {
      if (group.slots.size <= limit.maxEntries && group.bytes <= limit.maxBytes) break;
      if (oldest.used) {
        // Served by the fast path since last seen: a second chance, as in `grow`.
        oldest.used = false;
        group.slots.delete(oldest);
        group.slots.add(oldest);
      } else this.remove(oldest);
    }
  }

  private remove(slot: Slot): void {
    this.slots.delete(slot.key);
    for (const key of slot.readyKeys) this.ready.delete(key);
    this.bytes -= slot.bytes;
    const { group } = slot;
    if (group) {
      group.slots.delete(slot);
      group.bytes -= slot.bytes;
      if (group.slots.size === 0) this.groups.delete(group.name);
    }
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
