/** What other domains may use of credit: the checkout's charge and the background reminders. */
export { chargeCredit } from './credit.ts';
export { sendCreditReminders } from './reminders.ts';
