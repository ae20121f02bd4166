/** The kinds of record the audit log can be filtered by (the route's search schema reads it too). */
export const AUDIT_ENTITIES = ['customer', 'supplier', 'sub_admin', 'product', 'order', 'city'] as const;
