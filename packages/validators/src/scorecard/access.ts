import { SCORECARD_MESSAGES } from "./figure-labels";

/** Who asks for a business's scorecard, as the session knows them. */
export interface ScorecardReader {
  /** The business's one owner (contract §14). */
  isOwner: boolean;
  business: { shareScorecardWithTeam: boolean } | null;
}

/**
 * Contract §12: the owner reads the scorecard, and the team reads it while the owner shares it.
 * The refusal's message, or null when the reader may read. The server refuses with it; the app
 * shows it without asking, since the session already says so.
 */
export function scorecardRefusal(reader: ScorecardReader): string | null {
  if (!reader.business) return SCORECARD_MESSAGES.noBusiness;
  if (!reader.isOwner && !reader.business.shareScorecardWithTeam) return SCORECARD_MESSAGES.notShared;
  return null;
}
