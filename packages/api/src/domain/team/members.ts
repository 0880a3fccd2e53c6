import { and, asc, desc, eq, users, type Database } from "@scalemsp/db";
import { MESSAGES, TEAM_MESSAGES, type teamMemberUpdateInput } from "@scalemsp/validators";
import type { z } from "zod";
import { badRequest, notFound } from "../../errors";
import { isoOrNull } from "../serialize";
import { endSessionsOfUser } from "../sessions";
import { pendingInvitationsOf } from "./invitations";
import { teamBusinessOf, type TeamViewer } from "./viewer";

type MemberUpdateData = z.output<typeof teamMemberUpdateInput>;

const memberColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  isOwner: users.isOwner,
  isActive: users.isActive,
  lastSignInAt: users.lastSignInAt,
};
type UserRow = typeof users.$inferSelect;
type MemberRow = Pick<UserRow, keyof typeof memberColumns>;

const toMember = (row: MemberRow) => ({
  id: row.id,
  name: `${row.firstName} ${row.lastName}`.trim(),
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  role: row.role,
  isOwner: row.isOwner,
  isActive: row.isActive,
  lastSignInAt: isoOrNull(row.lastSignInAt),
});

/** The people of a business (owners first) and its pending invitations. */
export async function teamOfBusiness(db: Database, businessId: number, now: Date) {
  const [people, invitations] = await Promise.all([
    db
      .select(memberColumns)
      .from(users)
      .where(eq(users.businessId, businessId))
      .orderBy(desc(users.isOwner), asc(users.id)),
    pendingInvitationsOf(db, businessId, now),
  ]);
  return { users: people.map(toMember), invitations };
}

/** `GET /api/team`: the caller's own business's team. */
export async function getTeam(db: Database, viewer: TeamViewer, now: Date) {
  const business = teamBusinessOf(viewer);
  return teamOfBusiness(db, business.id, now);
}

/**
 * `PATCH /api/team/members/{id}`: deactivating ends the member's sessions at once (contract §3);
 * reactivating lets them sign in again. Someone of another business is 404, oneself 400.
 */
export async function setMemberActive(db: Database, viewer: TeamViewer, input: MemberUpdateData) {
  const business = teamBusinessOf(viewer);
  if (input.id === viewer.id && !input.isActive) throw badRequest(MESSAGES.cannotDeactivateSelf, "isActive");
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ isActive: input.isActive })
      .where(and(eq(users.id, input.id), eq(users.businessId, business.id)))
      .returning(memberColumns);
    if (!row) throw notFound(TEAM_MESSAGES.memberNotFound);
    if (!input.isActive) await endSessionsOfUser(tx, row.id);
    return toMember(row);
  });
}
