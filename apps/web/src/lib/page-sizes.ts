/** Page sizes a route's loader prefetches and its screen then asks for (the same query key). */
export const CATALOG_PAGE = 48;
export const MY_ORDERS_PAGE = 10;
