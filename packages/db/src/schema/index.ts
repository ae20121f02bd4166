export * from '../enums.ts';
export * from './catalog.ts';
export * from './delivery.ts';
export * from './engagement.ts';
export * from './orders.ts';
export * from './reference.ts';
export * from './sales.ts';
export * from './users.ts';
