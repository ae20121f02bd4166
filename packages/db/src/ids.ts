import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';

/** Opaque, prefixed ids (`ord_…`, `prd_…`): readable in logs, unguessable, sortable by nothing. */
export function newId(prefix: string): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `${prefix}_${encodeBase32LowerCaseNoPadding(bytes)}`;
}
