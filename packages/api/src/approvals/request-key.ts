import { approvalRequests } from '@app/db';
import { and, eq, sql } from 'drizzle-orm';

/** This person's request saved under this idempotency key (kept in its choices, decision 0113). */
export const keyed = (requestedBy: string, key: string) =>
  and(
    eq(approvalRequests.requestedBy, requestedBy),
    sql`json_extract(${approvalRequests.choices}, '$.idempotency_key') = ${key}`,
  );
