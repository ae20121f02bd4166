/** What other domains may use of delivery: nothing yet; everything in this folder is its own. */
export {};
