/** The input schemas the SPA validates forms with, one module per domain. */
export * from './accounts/schemas.ts';
export * from './analytics/schemas.ts';
export * from './audit/schemas.ts';
export * from './business/schemas.ts';
export * from './cart/schemas.ts';
export * from './catalog/measure-schemas.ts';
export * from './catalog/schemas.ts';
export * from './credit/schemas.ts';
export * from './delivery/schemas.ts';
export * from './keys/schemas.ts';
export * from './orders/schemas.ts';
export * from './search/schemas.ts';
export * from './settlements/schemas.ts';
export * from './shared/schemas.ts';
export * from './site/schemas.ts';
export * from './standing/schemas.ts';
export * from './terms/schemas.ts';
