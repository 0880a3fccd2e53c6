import { businesses, eq, type Database } from "@scalemsp/db";
import { MESSAGES, type businessSelfUpdateInput } from "@scalemsp/validators";
import type { z } from "zod";
import type { SessionUser } from "../../context";
import { notFound } from "../../errors";
import { changesOf } from "../shared/changes";
import { setScorecardSharing } from "../scorecard";
import { setMembersMayCheckIn } from "../accountability/check-ins";
import { toPublicBusiness } from "../serialize";

type BusinessData = z.output<typeof businessSelfUpdateInput>;

/**
 * `PATCH /api/business`: the owner edits their own business's details, and opens or closes
 * its scorecard to the team (contract §12, the scorecard's own rule) and lets its members send
 * the weekly check-in (contract §15). The gate let only owners
 * (and admins) through; an admin has no business of their own, so there is nothing to change.
 */
export async function updateOwnBusiness(
  db: Database,
  viewer: Pick<SessionUser, "id" | "isOwner" | "business">,
  input: BusinessData,
  now: Date,
) {
  const { shareScorecardWithTeam, membersMayCheckIn, ...details } = changesOf(input);
  const business = viewer.business;
  if (business === null) throw notFound(MESSAGES.noBusiness);
  const businessId = business.id;
  const asViewer = { userId: viewer.id, isOwner: viewer.isOwner, business };
  return db.transaction(async (tx) => {
    if (shareScorecardWithTeam !== undefined) {
      await setScorecardSharing(tx, asViewer, shareScorecardWithTeam, now);
    }
    if (membersMayCheckIn !== undefined) {
      await setMembersMayCheckIn(tx, asViewer, membersMayCheckIn, now);
    }
    const [row] = await tx
      .update(businesses)
      .set({ ...details, updatedAt: now })
      .where(eq(businesses.id, businessId))
      .returning();
    if (!row) throw notFound(MESSAGES.noBusiness);
    return toPublicBusiness(row);
  });
}
