import * as v from 'valibot';

/** Search-param validation for route options: a string of at most `maxLength`, else nothing. */
export function optionalString(value: unknown, maxLength = 2000) {
  const parsed = v.safeParse(v.pipe(v.string(), v.maxLength(maxLength)), value);
  return parsed.success ? parsed.output : undefined;
}
