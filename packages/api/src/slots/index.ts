export { bookSlot, openSlots, orderSlot, type SlotChoice } from './booking.ts';
export { orderSlotOutput } from './outputs.ts';
