export { bookSlot, openSlots, orderSlot, type SlotChoice, seatLeft } from './booking.ts';
export { orderSlotOutput } from './outputs.ts';
