import type { CachedAnswer, CatalogueCacheLimits } from './answer-cache.ts';
import {
  BUFFER_OVERHEAD,
  prepare,
  preparedBytes,
  SLOT_OVERHEAD,
  textBytes,
  type PreparedResponse,
  type ReadyResponse,
} from './answer-memory.ts';

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

/** A complete response kept beside the answer it was made from, and gone with it. */
export interface KeptResponse extends PreparedResponse {
  slot: Slot;
}

/**
 * Where the catalogue cache keeps its answers, and the memory bookkeeping of them: what
 * each answer and everything kept because of it holds (answer-memory.ts), and which go,
 * least recently used first, to stay within the entry and byte limits, overall and per
 * group. Whether an answer may be kept or served at all is the cache's to say
 * (answer-cache.ts); nothing here knows about changes, checks or generations.
 */
export class AnswerBudget {
  /** Kept answers, least recently used first. */
  private readonly slots = new Map<string, Slot>();
  private readonly slotOf = new WeakMap<CachedAnswer, Slot>();
  private readonly groups = new Map<string, Group>();
  private bytes = 0;
  /**
   * The complete responses by request key. The cache reads this map itself on the fast
   * path (every request asks it); only this class adds to it and takes from it.
   */
  readonly ready = new Map<string, KeptResponse>();

  constructor(private readonly limits: CatalogueCacheLimits) {}

  /** The answer kept under `key`, if any, which becomes the most recently used. */
  lookUp(key: string): CachedAnswer | undefined {
    const hit = this.slots.get(key);
    if (!hit) return undefined;
    // Least recently used goes first: re-inserting moves the key to the end.
    this.slots.delete(key);
    this.slots.set(key, hit);
    hit.group?.slots.delete(hit);
    hit.group?.slots.add(hit);
    return hit.answer;
  }

  /**
   * Keeps an answer, in place of any kept under the same key, counted in the budget: one
   * larger than the whole budget, or than its group's, is not kept.
   */
  add(key: string, answer: CachedAnswer, groupName: string | undefined): void {
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

  /** Counts a compressed body of a kept answer with it, once; nothing if the answer went. */
  keepCompressed(answer: CachedAnswer, body: Buffer): void {
    const slot = this.keptSlot(answer);
    if (!slot || slot.buffers.includes(body)) return;
    slot.buffers.push(body);
    this.grow(slot, body.length + BUFFER_OVERHEAD);
  }

  /**
   * Keeps a complete response under `key` beside the answer it was made from, counted in
   * that answer's cost; nothing if the answer went.
   */
  keepResponse(key: string, response: ReadyResponse, from: CachedAnswer): void {
    const slot = this.keptSlot(from);
    if (!slot) return;
    const prepared = prepare(response);
    // The body is almost always one the slot holds already (sent as kept): not counted twice.
    const body = slot.buffers.includes(response.body) ? 0 : response.body.length + BUFFER_OVERHEAD;
    this.ready.set(key, { ...prepared, slot });
    slot.readyKeys.push(key);
    this.grow(slot, body + textBytes(key) + preparedBytes(prepared));
  }

  /** Drops every answer and everything kept because of them. */
  clear(): void {
    this.slots.clear();
    this.ready.clear();
    this.groups.clear();
    this.bytes = 0;
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
