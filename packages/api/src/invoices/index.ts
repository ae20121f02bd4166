/** What other domains may use of invoices: nothing yet; everything in this folder is its own. */
export {};
