// The database's known values, for the SPA, which imports nothing of @app/db (see .dependency-cruiser.cjs).
export * from '@app/db/enums';

/** The staff queues of the orders list (decision 0106): waiting for a rider, a supplier part overdue. */
export const ORDER_QUEUES = ['unassigned', 'overdue'] as const;
export type OrderQueue = (typeof ORDER_QUEUES)[number];
