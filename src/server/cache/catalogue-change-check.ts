import type pg from 'pg';

/**
 * Whether a catalogue change committed between two checks, read from the transactions
 * the triggers of migration 0013 record. A check takes the statement's snapshot and asks
 * for recorded transactions that the previous check's snapshot did not yet see as
 * committed: exact, whatever the order of commits, and blind to every other commit.
 */

/** A previous snapshot older than this is not trusted: its rows may have been pruned. */
export const SNAPSHOT_TRUSTED_MS = 5_000;
/** Rows committed before a snapshot at least this old are deleted: every check has seen them. */
export const PRUNE_AFTER_MS = 10_000;

interface Snapshot {
  text: string;
  /** The clock's time when the statement that took it began: it was taken no earlier. */
  takenAt: number;
  /** The clock's time when its answer arrived: it was taken no later. */
  answeredAt: number;
}

export class CatalogueChangeCheck {
  private previous: Snapshot | undefined;
  private pruneWith: Snapshot | undefined;

  /**
   * Tests shorten the two periods (the second must stay well above the first) and pass a
   * clock they move themselves; the shop uses the defaults and performance.now().
   */
  constructor(
    private readonly periods = { trustedMs: SNAPSHOT_TRUSTED_MS, pruneAfterMs: PRUNE_AFTER_MS },
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Forgets the previous snapshot: the next check reports a change. */
  reset(): void {
    this.previous = undefined;
  }

  /** Answers whether anything the catalogue shows changed since the previous check. */
  async changed(client: pg.Client): Promise<boolean> {
    const takenAt = this.now();
    const previous = this.previous;
    const { rows } = await client.query<{ snapshot: string; changed: boolean }>(
      `select pg_current_snapshot()::text as snapshot,
              $1::pg_snapshot is null or exists (
                select 1 from catalogue_changes
                 where xid >= pg_snapshot_xmin($1::pg_snapshot)
                   and not pg_visible_in_snapshot(xid, $1::pg_snapshot)) as changed`,
      [previous?.text ?? null],
    );
    const row = rows[0];
    if (!row) throw new Error('The catalogue change check answered nothing');
    const current = { text: row.snapshot, takenAt, answeredAt: this.now() };
    this.previous = current;
    await this.prune(client, current);
    // Measured at the answer, which came after the statement ran: no prune of a row this
    // check had to see can have happened before it (prunes use snapshots PRUNE_AFTER_MS old).
    const stale = !previous || this.now() - previous.takenAt > this.periods.trustedMs;
    return row.changed || stale;
  }

  /**
   * Deletes the rows of transactions committed before a snapshot taken PRUNE_AFTER_MS
   * ago. Any instance's check compares with a snapshot under SNAPSHOT_TRUSTED_MS old,
   * which saw them committed already, so none of them can count as news any more.
   * Several instances pruning at once only delete the same rows.
   */
  private async prune(client: pg.Client, current: Snapshot): Promise<void> {
    if (!this.pruneWith) this.pruneWith = current;
    if (current.takenAt - this.pruneWith.answeredAt < this.periods.pruneAfterMs) return;
    const old = this.pruneWith.text;
    this.pruneWith = current;
    await client.query(
      `delete from catalogue_changes
        where xid < pg_snapshot_xmax($1::pg_snapshot) and pg_visible_in_snapshot(xid, $1::pg_snapshot)`,
      [old],
    );
  }
}
