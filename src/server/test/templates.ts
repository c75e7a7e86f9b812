export const MIGRATED_TEMPLATE = 'circuit_haat_template';
export const SEEDED_TEMPLATE = 'circuit_haat_seeded_template';

export interface TestPostgres {
  connection: { host?: string; port?: number; user?: string; connectionString?: string };
}
