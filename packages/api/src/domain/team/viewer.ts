import { businesses, eq, type Database } from "@scalemsp/db";
import { MESSAGES } from "@scalemsp/validators";
import { notFound } from "../../errors";

/** Who manages a team: the gate let only owners and admins through; only an owner has a business. */
export interface TeamViewer {
  id: number;
  firstName: string;
  lastName: string;
  businessId: number | null;
  /** As the session read it (contract §14: an unproven address sends fewer invitations). */
  emailVerifiedAt: Date | null;
}

/** The viewer's own business: every team call acts on it and on nothing else. */
export async function teamBusinessOf(db: Database, viewer: TeamViewer) {
  if (viewer.businessId === null) throw notFound(MESSAGES.noBusiness);
  const [business] = await db
    .select({ id: businesses.id, name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, viewer.businessId));
  if (!business) throw notFound(MESSAGES.noBusiness);
  return business;
}
