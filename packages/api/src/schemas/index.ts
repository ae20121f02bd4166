export * from './accounts.ts';
export * from './cart.ts';
export * from './catalog.ts';
export * from './common.ts';
export * from './orders.ts';
export * from './reference.ts';
