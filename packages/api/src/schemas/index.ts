export * from './accounts.ts';
export * from './common.ts';
export * from './delivery.ts';
export * from './products.ts';
export * from './reference.ts';
export * from './tracking.ts';
