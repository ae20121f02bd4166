import type { RestRoute } from '@app/api';

/** Roles that must be refused (403) for each access level of the REST route table. */
export const REFUSED: Record<RestRoute['access'], RestRole[]> = {
  public: [],
  authenticated: [],
  customer: ['supplier', 'delivery', 'admin'],
  supplier: ['customer', 'delivery', 'admin'],
  delivery: ['customer', 'supplier', 'admin'],
  staff: ['customer', 'supplier', 'delivery'],
  super_admin: ['customer', 'supplier', 'delivery', 'sub_admin_all'],
  supplier_or_staff: ['customer', 'delivery', 'sub_admin_none'],
};

export type RestRole = 'customer' | 'supplier' | 'delivery' | 'admin' | 'sub_admin_all' | 'sub_admin_none';
