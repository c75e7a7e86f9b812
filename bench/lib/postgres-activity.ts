import pg from 'pg';

/**
 * What PostgreSQL was doing during one measured run: checkpoints and autovacuum or
 * autoanalyze of the tables an order writes (each can slow a round or, for analyze,
 * change the plans of the statements that follow), and what the client backends were
 * waiting on, sampled every 200 ms. Kept with each order run in latest.json so an odd
 * round can be explained rather than guessed at.
 */
export interface PostgresActivity {
  checkpoints: number;
  autovacuums: Record<string, number>;
  autoanalyzes: Record<string, number>;
  /** Wait event (or state, for a backend not waiting) to the share of sampled backends. */
  waits: Record<string, number>;
}

const TABLES = ['orders', 'products', 'users'];
const SAMPLE_EVERY_MS = 200;

interface Counters {
  checkpoints: number;
  tables: Map<string, { vacuums: number; analyzes: number }>;
}

export class PostgresWatch {
  private constructor(private readonly client: pg.Client) {}

  static async open(connection: pg.ClientConfig): Promise<PostgresWatch> {
    const client = new pg.Client({ ...connection, application_name: 'bench watch' });
    await client.connect();
    return new PostgresWatch(client);
  }

  /** Runs `measure` while watching; the activity in that time comes back with its result. */
  async during<T>(measure: () => Promise<T>): Promise<T & { postgres: PostgresActivity }> {
    const before = await this.counters();
    const waits = new Map<string, number>();
    let samples = 0;
    let watching = true;
    const sampling = (async () => {
      while (watching) {
        const { rows } = await this.client.query<{ wait: string; n: number }>(
          `select coalesce(wait_event_type || ':' || wait_event, state) as wait, count(*)::int as n
             from pg_stat_activity
            where backend_type = 'client backend' and pid <> pg_backend_pid()
              and state <> 'idle'
            group by 1`,
        );
        samples++;
        for (const row of rows) waits.set(row.wait, (waits.get(row.wait) ?? 0) + row.n);
        await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
      }
    })();
    let result: T;
    try {
      result = await measure();
    } finally {
      watching = false;
      await sampling;
    }
    const after = await this.counters();
    const per = (key: 'vacuums' | 'analyzes'): Record<string, number> => {
      const counts: Record<string, number> = {};
      for (const table of TABLES) {
        const n = (after.tables.get(table)?.[key] ?? 0) - (before.tables.get(table)?.[key] ?? 0);
        if (n) counts[table] = n;
      }
      return counts;
    };
    const postgres: PostgresActivity = {
      checkpoints: after.checkpoints - before.checkpoints,
      autovacuums: per('vacuums'),
      autoanalyzes: per('analyzes'),
      waits: Object.fromEntries(
        [...waits]
          .sort((a, b) => b[1] - a[1])
          .map(([wait, n]) => [wait, Number((n / Math.max(samples, 1)).toFixed(2))]),
      ),
    };
    return { ...result, postgres };
  }

  close(): Promise<void> {
    return this.client.end();
  }

  private async counters(): Promise<Counters> {
    // pg_stat_checkpointer from PostgreSQL 17; pg_stat_bgwriter before it.
    const checkpoints = await this.client
      .query<{ n: number }>(
        'select (num_timed + num_requested)::int as n from pg_stat_checkpointer',
      )
      .catch(() =>
        this.client.query<{ n: number }>(
          'select (checkpoints_timed + checkpoints_req)::int as n from pg_stat_bgwriter',
        ),
      );
    const { rows } = await this.client.query<{ relname: string; v: number; a: number }>(
      `select relname, autovacuum_count::int as v, autoanalyze_count::int as a
         from pg_stat_user_tables where relname = any($1)`,
      [TABLES],
    );
    return {
      checkpoints: checkpoints.rows[0]?.n ?? 0,
      tables: new Map(rows.map((r) => [r.relname, { vacuums: r.v, analyzes: r.a }])),
    };
  }
}
