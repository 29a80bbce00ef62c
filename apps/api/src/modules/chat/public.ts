/**
 * What the chat module offers the rest of the API (decisions/014): its routes; the programme rooms the seed and
 * the facilitator-room call create; the unread counter of the navbar; and the audience rules of the realtime hub.
 */
export { canListenToRoom, catchUpScope, openRoomPairs, programMembers } from "./access";
export { chatRoutes } from "./routes";
export { chatUnreadSql, ensureProgramRooms, facilitatorRoomOf } from "./service";
