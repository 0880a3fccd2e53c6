/** The resources page's texts of spec §2 and §8, word for word. */
export const RESOURCE_TEXTS = {
  searchPlaceholder: "Search resources...",
  featured: "Featured Resources",
  empty: "No resources found. Try adjusting your filters.",
  clearFilters: "Clear filters",
  loadFailedTitle: "Error Loading Resources",
  loadFailedText: "There was an error loading the resources. Please try again later.",
  downloadStarted: "Download Started",
  downloadFailed: "Download Failed",
  downloadFailedFallback: "Unable to download the resource.",
  downloadRefused: "Failed to download resource",
} as const;
