export { createDatabase, type Database, type Tx } from './client.ts';
export { newId } from './ids.ts';
export * from './schema/index.ts';
