/** What other domains may use of notifications; everything else in this folder is its own. */
export { notificationInsert, notify, notifyStaff, staffToTell } from './notifications.ts';
