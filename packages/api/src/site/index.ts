/** What other domains may use of site: nothing yet; everything in this folder is its own. */
export {};
