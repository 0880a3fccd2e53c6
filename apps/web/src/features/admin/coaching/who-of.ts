import { COACHING_ADMIN_TEXTS as T } from "@scalemsp/validators";
import type { AdminSession } from "./types";

/** Who a session is with: the lead, the business, or the group's seats. */
export const whoOf = (s: AdminSession) =>
  s.lead
    ? `${s.lead.name}, ${s.lead.company}`
    : s.business
      ? `${s.bookedBy?.name ?? T.aMember}, ${s.business.name}`
      : T.seatsTaken(s.attendees.length, s.capacity ?? 0);
