import { MESSAGES } from "@scalemsp/validators";
import { notFound } from "../../errors";

/** Who manages a team: the gate let only owners and admins through; only an owner has a business. */
export interface TeamViewer {
  id: number;
  firstName: string;
  lastName: string;
  /** As the session read it, with the user (none for the coach). */
  business: { id: number } | null;
  /** As the session read it (contract §14: an unproven address sends fewer invitations). */
  emailVerifiedAt: Date | null;
}

/** The viewer's own business: every team call acts on it and on nothing else. */
export function teamBusinessOf(viewer: TeamViewer) {
  if (!viewer.business) throw notFound(MESSAGES.noBusiness);
  return viewer.business;
}
