import { businesses, eq, type Database } from "@scalemsp/db";
import { MESSAGES, type businessSelfUpdateInput } from "@scalemsp/validators";
import type { z } from "zod";
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
  viewer: { id: number; isOwner: boolean; businessId: number | null },
  input: BusinessData,
  now: Date,
) {
  const { shareScorecardWithTeam, membersMayCheckIn, ...details } = changesOf(input);
  const businessId = viewer.businessId;
  if (businessId === null) throw notFound(MESSAGES.noBusiness);
  return db.transaction(async (tx) => {
    if (shareScorecardWithTeam !== undefined) {
      const scorecardViewer = { userId: viewer.id, isOwner: viewer.isOwner, businessId };
      await setScorecardSharing(tx, scorecardViewer, shareScorecardWithTeam, now);
    }
    if (membersMayCheckIn !== undefined) {
      await setMembersMayCheckIn(
        tx,
        { userId: viewer.id, isOwner: viewer.isOwner, businessId },
        membersMayCheckIn,
        now,
      );
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
