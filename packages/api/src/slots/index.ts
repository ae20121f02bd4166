export {
  DAYS_AHEAD,
  orderSlot,
  readBooking,
  readOffer,
  type SlotChoice,
  type SlotReach,
  seatLeft,
  slotMoments,
} from './booking.ts';
export { orderSlotOutput } from './outputs.ts';
export { remindDeliverySlots } from './reminders.ts';
