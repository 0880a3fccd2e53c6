export { scorecardViewerOf, type ScorecardViewer } from "./viewer";
export { readScorecard, readBusinessScorecard, type ScorecardAnswer } from "./read";
export { saveEntry, deleteEntry, importEntries, setScorecardSharing } from "./write";
export { readBandSettings, saveBandSettings, type BandSetting } from "./band-settings";
export { listScorecards } from "./coach";
