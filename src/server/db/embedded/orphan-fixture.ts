// Test fixture: starts the embedded cluster, writes one row, reports ready, then
// waits to be killed with SIGKILL, leaving its PostgreSQL running.
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

const dataDir = process.argv[2] as string;
const embedded = await startEmbeddedPostgres(dataDir, () => {});
const client = new pg.Client(embedded.connection);
await client.connect();
await client.query('create table if not exists acknowledged (note text)');
await client.query("insert into acknowledged values ('written before the kill')");
await client.end();
process.stdout.write('ready\n');
setInterval(() => {}, 1000);
