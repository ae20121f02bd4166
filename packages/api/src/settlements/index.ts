/** What other parts may use of settlements: the weekly close for the background work and the demo seed. */
export { closeSettlements, mondayOf, settleWeek } from './settle.ts';
