import type { SessionUser, ViewerBusiness } from "../../context";

/** Who is asking, as far as the scorecard is concerned. */
export interface ScorecardViewer {
  userId: number;
  /** The business's one owner (contract §14), not whoever holds the role. */
  isOwner: boolean;
  /** Their business, as read with the session. */
  business: Pick<ViewerBusiness, "id" | "name" | "shareScorecardWithTeam"> | null;
}

export const scorecardViewerOf = (user: SessionUser): ScorecardViewer => ({
  userId: user.id,
  isOwner: user.isOwner,
  business: user.business,
});
