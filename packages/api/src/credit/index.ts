/** What other domains may use of credit: the checkout's ledger and charge, the background reminders. */
export { chargeCredit } from './credit.ts';
export { loadLedger } from './ledger.ts';
export { sendCreditReminders } from './reminders.ts';
