import { text } from './list-search.ts';

/** Search-param validation for route options: a string of at most `maxLength`, else nothing. */
export const optionalString = (value: unknown, maxLength = 2000) => text(maxLength)(value);
