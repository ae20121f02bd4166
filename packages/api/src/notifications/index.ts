/** What other domains may use of notifications; everything else in this folder is its own. */
export { notify, notifyStaff } from './notifications.ts';
