import {
  FEATURED_RESOURCES_MAX,
  formatCount,
  formatDate,
  formatNumber,
  type ResourceType,
} from "@scalemsp/validators";

/** Spec §2's filter buttons, in the spec's order. */
export const RESOURCE_FILTER_BUTTONS: readonly { label: string; type?: ResourceType }[] = [
  { label: "All" },
  { label: "Marketing", type: "marketing" },
  { label: "Document", type: "document" },
  { label: "Image", type: "image" },
  { label: "Video", type: "video" },
  { label: "Template", type: "template" },
  { label: "Other", type: "other" },
];

const HEADERS: Record<ResourceType | "all", { title: string; description: string; listTitle: string }> = {
  all: {
    title: "Resource Library",
    description: "Guides, templates and tools to help you grow and run your MSP.",
    listTitle: "All Resources",
  },
  marketing: {
    title: "Marketing Resources",
    description: "Campaigns, outreach sequences and sales collateral to win more managed services clients.",
    listTitle: "Marketing Resources",
  },
  document: {
    title: "Documents",
    description: "Guides, playbooks and reports to read and share with your team.",
    listTitle: "Documents",
  },
  template: {
    title: "Templates",
    description: "Ready-to-use templates for QBRs, scorecards, agendas and more.",
    listTitle: "Templates",
  },
  image: {
    title: "Images",
    description: "Graphics and charts for your proposals, website and presentations.",
    listTitle: "Images",
  },
  video: {
    title: "Videos",
    description: "Recorded walkthroughs and role-plays from real coaching sessions.",
    listTitle: "Videos",
  },
  other: {
    title: "Other Resources",
    description: "Glossaries, calendars and other tools that do not fit a single category.",
    listTitle: "Other Resources",
  },
};

/** Spec §2: the header text depends on the chosen type. */
export const resourcesHeader = (type: ResourceType | undefined) => HEADERS[type ?? "all"];

/** Spec §2: 'Search Results' while searching, else the type's title, else 'All Resources'. */
export function resourceListTitle(type: ResourceType | undefined, search: string): string {
  if (search.trim() !== "") return "Search Results";
  return HEADERS[type ?? "all"].listTitle;
}

/** Spec §5: a case-insensitive substring of the title or the description; blank matches everything. */
export function matchesResourceSearch(
  resource: { title: string; description: string },
  search: string,
): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === "") return true;
  return resource.title.toLowerCase().includes(needle) || resource.description.toLowerCase().includes(needle);
}

/** Spec §2: at most FEATURED_RESOURCES_MAX featured items, only with neither a type nor a search. */
export function featuredResources<T extends { featured: boolean }>(
  resources: readonly T[],
  type: ResourceType | undefined,
  search: string,
): T[] {
  if (type || search.trim() !== "") return [];
  return resources.filter((resource) => resource.featured).slice(0, FEATURED_RESOURCES_MAX);
}

/**
 * Cards the list shows at first, and adds at each 'Show more': with a library of hundreds, a
 * phone would otherwise lay out every card (and the server render them all) before the first
 * screen. Search and the filters still run over the whole list.
 */
export const RESOURCES_SHOWN_AT_ONCE = 24;

/** The cards of `listed` on screen after `pages` presses of 'Show more' (none: the first screen). */
export function shownResources<T>(listed: readonly T[], pages: number): T[] {
  return listed.slice(0, RESOURCES_SHOWN_AT_ONCE * (pages + 1));
}

/** Beside the 'Show more' button, and read out when more appear. */
export const resourcesShownText = (shown: number, total: number) =>
  `Showing ${formatNumber(shown)} of ${formatCount(total, "resource", "resources")}`;

/** Spec §2: a short US date (11/21/2026), on the visitor's calendar. */
export const formatResourceDate = (iso: string, timeZone?: string): string =>
  formatDate(iso, { style: "numeric", timeZone });

// ---------------------------------------------------------------- recommendation feedback

export type Vote = "up" | "down";
export type FeedbackMap = Record<string, Vote>;

export const FEEDBACK_STORAGE_KEY = "scalemsp-resource-feedback";

/** Stored feedback as read back; anything malformed counts as none. */
export function parseFeedback(raw: unknown): FeedbackMap {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return {};
  const map: FeedbackMap = {};
  for (const [id, vote] of Object.entries(raw as Record<string, unknown>))
    if (vote === "up" || vote === "down") map[id] = vote;
  return map;
}

/** Voting the same way again takes the vote back; voting the other way replaces it. */
export function withVote(map: FeedbackMap, id: number, vote: Vote): FeedbackMap {
  const next = { ...map };
  if (next[id] === vote) delete next[id];
  else next[id] = vote;
  return next;
}
