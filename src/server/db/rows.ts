import type { InferSelectModel, Table } from 'drizzle-orm';

// Row types for hand-written SQL (decision 045), taken from the Drizzle declarations so
// that a column's type is written once. node-postgres hands rows back keyed by the
// database's column names (snake_case), the declarations key them by the property names
// (camelCase): TableRow re-keys a table's select model by its columns' database names.

type Columns<T extends Table> = T['_']['columns'];
type Model<T extends Table> = InferSelectModel<T>;

/** A whole row of `table` as `select *` (or `returning *`) gives it to node-postgres. */
export type TableRow<T extends Table> = {
  [K in keyof Columns<T> & keyof Model<T> as Columns<T>[K]['_']['name']]: Model<T>[K];
};

/** Some columns of `table`, named as the database names them: `RowOf<typeof orders, 'id' | 'status'>`. */
export type RowOf<T extends Table, C extends keyof TableRow<T>> = Pick<TableRow<T>, C>;
