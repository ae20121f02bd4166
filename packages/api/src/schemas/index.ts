export * from './accounts.ts';
export * from './common.ts';
export * from './reference.ts';
export * from './tracking.ts';
