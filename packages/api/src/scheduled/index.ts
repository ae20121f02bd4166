/** Background work for the runtime entries (a Node timer, a Workers Cron Trigger). */
export { runScheduledWork, type ScheduledReport } from './scheduled.ts';
