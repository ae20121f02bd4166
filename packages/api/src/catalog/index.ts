/** What other domains may use of catalog; everything else in this folder is its own. */
export { countPending, listPending } from './approval.ts';
export { liveForCity, liveProduct, memoryPageCache } from './catalog.ts';
export { expireListings } from './expiry.ts';
export { sweepOrphanImages } from './image-sweep.ts';
export { storeUnavailable } from './images.ts';
export { requireFssaiKept } from './listing-rules.ts';
export { isServableImageKey } from './product-rows.ts';
export { offeredAsRead, releaseStock, reserveStock, takeStock, takeStockIfThere } from './stock.ts';
export { randomImageName, readImageUpload } from './uploads.ts';
