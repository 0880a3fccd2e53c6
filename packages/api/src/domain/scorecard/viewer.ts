import type { UserRole } from "@scalemsp/validators";
import type { SessionUser } from "../../context";

/** Who is asking, as far as the scorecard is concerned. */
export interface ScorecardViewer {
  userId: number;
  role: UserRole;
  businessId: number | null;
}

export const scorecardViewerOf = (user: SessionUser): ScorecardViewer => ({
  userId: user.id,
  role: user.role,
  businessId: user.business?.id ?? null,
});
