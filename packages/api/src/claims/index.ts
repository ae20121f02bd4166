/** What other domains use of claims: goods refused at the door (delivery). */
export { type DoorRefusal, refuseAtDoor } from './door.ts';
