/** Page sizes a route's loader prefetches and its screen then asks for (the same query key). */
export const CATALOG_PAGE = 48;
export const MY_ORDERS_PAGE = 10;

/** Catalogue cards whose pictures load eagerly: the first screenful on a phone (and the HTML's frame). */
export const EAGER_PICTURES = 2;
