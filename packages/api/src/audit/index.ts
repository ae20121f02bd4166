/** What other domains may use of audit; everything else in this folder is its own. */
export { audit } from './audit.ts';
