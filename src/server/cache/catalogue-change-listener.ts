import pg from 'pg';
import type { CatalogueCache } from './answer-cache.ts';
import { CatalogueChangeCheck } from './catalogue-change-check.ts';

/**
 * The channel PostgreSQL notifies, from triggers on products and reviews (migration
 * 0002), in the same transaction as every change: the notification is delivered to
 * every listening instance when, and only if, the change commits.
 */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/** Names the listening connection in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'circuit-haat catalogue listener';
const RECONNECT_DELAY_MS = 500;
/** How often to check whether a catalogue change committed (one indexed query each time). */
export const COMMIT_CHECK_INTERVAL_MS = 200;

/**
 * Something else kept in memory that a change in the database must refresh on every
 * instance (the shop's settings): it shares the catalogue's listening connection.
 */
export interface ChangeFollower {
  /** The NOTIFY channel its triggers use. */
  channel: string;
  changed(): void;
  /** False while notices cannot arrive: keep nothing in memory then. */
  setTrusted(trusted: boolean): void;
}

export interface CatalogueListener {
  /** Resolves once the first LISTEN is in place (or failed: the cache stays bypassed). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Keeps one dedicated connection listening for catalogue changes and empties the cache
 * on each. While that connection is down the cache is bypassed (not trusted), and it is
 * emptied again once listening resumes, so a change missed in between is never served.
 *
 * The same connection checks, every COMMIT_CHECK_INTERVAL_MS, whether a transaction that
 * changed the catalogue committed since the last check (catalogue-change-check.ts), which
 * covers the stock changes that are not notified and any notification lost. Commits that
 * change nothing shown (carts, sessions, sign-ups, rate limits) leave the cache alone.
 */
export function listenForCatalogueChanges(
  connection: pg.ClientConfig,
  cache: CatalogueCache,
  log: (message: string) => void = () => {},
  followers: readonly ChangeFollower[] = [],
): CatalogueListener {
  const trustFollowers = (trusted: boolean) => {
    for (const follower of followers) follower.setTrusted(trusted);
  };

  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let check: NodeJS.Timeout | undefined;
  const changes = new CatalogueChangeCheck();

  const checkCommits = async (which: pg.Client) => {
    if (which !== client) return;
    const startedAt = performance.now();
    try {
      const changed = await changes.changed(which);
      if (which !== client) return;
      cache.confirm(startedAt, changed);
      check = setTimeout(() => void checkCommits(which), COMMIT_CHECK_INTERVAL_MS);
      check.unref();
    } catch {
      lost(which);
    }
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ ...connection, application_name: LISTENER_APPLICATION_NAME });
    client = next;
    next.on('notification', ({ channel }) => {
      const follower = followers.find((candidate) => candidate.channel === channel);
      if (follower) follower.changed();
      else cache.invalidate();
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`listen ${CATALOGUE_CHANNEL}`);
      for (const { channel } of followers) await next.query(`listen ${channel}`);
      if (closed) return void (await next.end().catch(() => undefined));
      changes.reset();
      cache.setTrusted(true);
      trustFollowers(true);
      await checkCommits(next);
    } catch (error) {
      log(`Catalogue cache off, cannot listen for changes: ${String(error)}`);
      lost(next);
    }
  };

  const lost = (which: pg.Client) => {
    if (which !== client) return;
    client = undefined;
    if (check) clearTimeout(check);
    cache.setTrusted(false);
    trustFollowers(false);
    void which.end().catch(() => undefined);
    if (!closed && !retry) {
      retry = setTimeout(() => {
        retry = undefined;
        void connect();
      }, RECONNECT_DELAY_MS);
      retry.unref();
    }
  };

  return {
    ready: connect(),
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      if (check) clearTimeout(check);
      const current = client;
      client = undefined;
      cache.setTrusted(false);
      trustFollowers(false);
      await current?.end().catch(() => undefined);
    },
  };
}
