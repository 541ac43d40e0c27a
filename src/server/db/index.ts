export type { Db, ListenOptions, Orm, Queryable, Schema, Unlisten } from './types';
export { openDb } from './open';
export { migrate, listMigrations, MIGRATIONS_DIR } from './migrate';
export * as tables from './schema/index';
export { asSystem, withTenant, currentDbMode } from './scope';
