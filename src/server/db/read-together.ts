import pg from 'pg';

/**
 * Runs independent reads: at once on a pool (each on a connection of its own), one after
 * another on a client, which runs one statement at a time. Overlapping statements on one
 * client are queued by pg 8 with a deprecation warning and refused from pg 9 on.
 */
export async function readTogether<T extends readonly unknown[]>(
  db: pg.Pool | pg.ClientBase,
  reads: { [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if (db instanceof pg.Pool)
    return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const answers: unknown[] = [];
  for (const read of reads) answers.push(await read());
  return answers as unknown as T;
}
