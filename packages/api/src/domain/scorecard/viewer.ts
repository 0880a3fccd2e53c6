import type { SessionUser } from "../../context";

/** Who is asking, as far as the scorecard is concerned. */
export interface ScorecardViewer {
  userId: number;
  /** The business's one owner (contract §14), not whoever holds the role. */
  isOwner: boolean;
  businessId: number | null;
}

export const scorecardViewerOf = (user: SessionUser): ScorecardViewer => ({
  userId: user.id,
  isOwner: user.isOwner,
  businessId: user.business?.id ?? null,
});
