export * from './accounts.ts';
export * from './admin.ts';
export * from './admin-products.ts';
export * from './common.ts';
export * from './reference.ts';
