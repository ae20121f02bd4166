// Pure rules shared by the server and the SPA. Nothing here may import the database.
export * from './amount-words.ts';
export * from './codes.ts';
export * from './gstin.ts';
export * from './invoice-prefix.ts';
export * from './lru.ts';
export * from './measure.ts';
export * from './money.ts';
export * from './offer-order.ts';
export * from './order-numbers.ts';
export * from './per-key.ts';
export * from './phone.ts';
export * from './pricing.ts';
export * from './sentence-match.ts';
export * from './slot-text.ts';
export * from './stock.ts';
export * from './unit-price.ts';
